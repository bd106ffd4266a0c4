package upload

// MaxAvatarBytes is the largest avatar accepted.
const MaxAvatarBytes = 2 * 1024 * 1024
