package upload

import (
	"io"
	"net/http"
)

func Avatar(w http.ResponseWriter, r *http.Request, store func([]byte) error) {
	data, err := io.ReadAll(r.Body)
	if err != nil {
		http.Error(w, "bad upload", http.StatusBadRequest)
		return
	}
	if len(data) > 2*1024*1024 {
		http.Error(w, "too large", http.StatusRequestEntityTooLarge)
		return
	}
	if err := store(data); err != nil {
		http.Error(w, "store failed", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
