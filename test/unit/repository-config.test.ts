import { describe, expect, it } from 'vitest'
import { changedConfigNote, effectiveConfig } from '../../src/config/effective-config.js'
import { DEFAULT_REPOSITORY_CONFIG, parseRepositoryConfig, REPOSITORY_CONFIG_PATH } from '../../src/config/repository-config.js'
import { ConfigurationError } from '../../src/core/errors.js'

function failure(text: string): ConfigurationError {
  try {
    parseRepositoryConfig(text)
  } catch (error) {
    if (error instanceof ConfigurationError) return error
    throw error
  }
  throw new Error('expected a configuration failure')
}

describe('.github/harbourmaster.yml', () => {
  it('means the defaults when absent (and when empty)', () => {
    expect(parseRepositoryConfig(undefined)).toEqual(DEFAULT_REPOSITORY_CONFIG)
    expect(parseRepositoryConfig('')).toEqual(DEFAULT_REPOSITORY_CONFIG)
    expect(DEFAULT_REPOSITORY_CONFIG).toMatchObject({
      routing: { 'auto-comment': 0.8, escalate: 0.5, factors: { confirm: 0.6, inconclusive: 0.9, refute: 0.35 } },
      'always-escalate': ['security'],
      escalation: { label: 'needs-human-review', mentions: [] },
    })
  })

  it('reads every key', () => {
    const config = parseRepositoryConfig(
      [
        'routing:',
        '  auto-comment: 0.9',
        '  escalate: 0.4',
        '  factors: { confirm: 0.5, inconclusive: 0.8, refute: 0.2 }',
        'always-escalate: [security, correctness]',
        'escalation:',
        '  label: review-me',
        '  mentions: ["@acme/reviewers", "@alice", "@bob_acme"]',
        'instructions:',
        '  - path: "db/**/*.sql"',
        '    instructions: Every query uses bind parameters.',
        'ignore: ["vendor/**"]',
        'max-comments: 5',
        'rules:',
        '  max-bytes: 2000',
      ].join('\n'),
    )
    expect(config.routing).toEqual({ 'auto-comment': 0.9, escalate: 0.4, factors: { confirm: 0.5, inconclusive: 0.8, refute: 0.2 } })
    expect(config.escalation).toEqual({ label: 'review-me', mentions: ['@acme/reviewers', '@alice', '@bob_acme'] })
    expect(config.instructions).toEqual([{ path: 'db/**/*.sql', instructions: 'Every query uses bind parameters.' }])
    expect(config).toMatchObject({ 'always-escalate': ['security', 'correctness'], ignore: ['vendor/**'], 'max-comments': 5, rules: { 'max-bytes': 2000 } })
  })

  it.each([
    ['routing:\n  auto-comment: 1.5\n', "'routing.auto-comment' must be a number at most 1"],
    ['routing:\n  factors:\n    refute: -0.1\n', "'routing.factors.refute' must be a number at least 0"],
    ['routng:\n  escalate: 0.4\n', "unknown key 'routng'"],
    ['escalation:\n  labels: x\n', "unknown key 'escalation.labels'"],
    ['routing:\n  auto-comment: 0.6\n  escalate: 0.7\n', "'routing.escalate': escalate (0.7) must not be above auto-comment (0.6)"],
    // auto-comment left at its default: the message says which value escalate collides with.
    ['routing:\n  escalate: 0.9\n', "'routing.escalate': escalate (0.9) must not be above auto-comment (0.8, the default)"],
    ['always-escalate: [secrity]\n', "'always-escalate[0]' must be one of correctness, security"],
    ['escalation:\n  mentions: [bob]\n', "'escalation.mentions[0]' has the wrong form (@user or @org/team)"],
    ['max-comments: many\n', "'max-comments' must be a number"],
    ['max-comments: 2.5\n', "'max-comments' must be a whole number"],
    ['instructions:\n  - path: "*.sql"\n', "'instructions[0].instructions' must be a string"],
    ['- just\n- a list\n', 'the top level must be a mapping'],
    ['routing: [unclosed\n', 'not valid YAML'],
    ['a: 1\na: 2\n', 'not valid YAML'],
    ['ignore: ["/vendor/**"]\n', "'ignore[0]': '/vendor/**' can never match"],
    [
      'ignore: ["third_party/"]\n',
      "'ignore[0]': 'third_party/' can never match: changed files are files, and a path never ends in '/' (a directory); write 'third_party/**'",
    ],
    ['instructions:\n  - path: "db/"\n    instructions: Bind parameters.\n', "'instructions[0].path': 'db/' can never match"],
    ['ignore: ["dist/**, vendor/**"]\n', "'ignore[0]': 'dist/**, vendor/**' can never match: a comma-separated list in one glob"],
    ['escalation:\n  label: true\n', "'escalation.label' must be a label name of 1–50 characters without commas, or false"],
    ['instructions:\n  - path: "./db/*.sql"\n    instructions: Bind parameters.\n', "'instructions[0].path': './db/*.sql' can never match"],
    ['instructions:\n  - path: "src/**, ./db/*.sql"\n    instructions: Bind parameters.\n', "'instructions[0].path': './db/*.sql' can never match"],
    ['instructions:\n  - path: " , "\n    instructions: Bind parameters.\n', "'instructions[0].path': ' , ' names no glob"],
    // Each {…,…} multiplies the globs minimatch compiles: twenty took seconds and hundreds of MB per glob, cut at 100,000 patterns.
    [`ignore: ["${'{a,b}'.repeat(20)}"]\n`, `'ignore[0]': '${'{a,b}'.repeat(20)}' expands to more than 1,000 globs`],
    [
      `instructions:\n  - path: "src/**, db/{a,b,c,d,e,f,g,h,i,j}{a,b,c,d,e,f,g,h,i,j}{a,b,c,d,e,f,g,h,i,j}{x,y}/**"\n    instructions: Bind parameters.\n`,
      "'instructions[0].path': 'db/{a,b,c,d,e,f,g,h,i,j}{a,b,c,d,e,f,g,h,i,j}{a,b,c,d,e,f,g,h,i,j}{x,y}/**' expands to more than 1,000 globs",
    ],
  ])('fails configuration on %j, naming the key and the expected form', (text, expected) => {
    const error = failure(text)
    expect(error.failureClass).toBe('configuration')
    expect(error.input).toBe(REPOSITORY_CONFIG_PATH)
    expect(error.message).toContain(`${REPOSITORY_CONFIG_PATH} (base commit) is invalid`)
    expect(error.message).toContain(expected)
  })
})

describe('escalation.label: a name GitHub adds as the team wrote it', () => {
  it.each([
    // GitHub answers 422 (Label name invalid) to a name with a space before or after it: every escalation lost its label.
    [
      'escalation:\n  label: " needs review"\n',
      "'escalation.label': ' needs review' starts or ends with a space, which GitHub refuses in a label name; write 'needs review'",
    ],
    ['escalation:\n  label: "needs review\\t"\n', 'starts or ends with a space'],
    // Quoted twice, the quote marks are part of the name: GitHub adds a new label "needs review", quotes included, not the team's.
    [
      `escalation:\n  label: '"needs review"'\n`,
      `'escalation.label': '"needs review"' is wrapped in quote marks, which YAML keeps in the name when a value is quoted twice; write label: needs review`,
    ],
    [`escalation:\n  label: "'needs review'"\n`, 'is wrapped in quote marks'],
    // Spaces inside the quote marks: the name to write is the one GitHub takes, not one the next run refuses for its spaces.
    [
      `escalation:\n  label: '" needs review "'\n`,
      'is wrapped in quote marks, which YAML keeps in the name when a value is quoted twice; write label: needs review',
    ],
    [`escalation:\n  label: '" "'\n`, 'is an empty name wrapped in quote marks'],
    // An empty name quoted twice is two quote marks to GitHub, not the empty name (or `false`) the team meant.
    [
      `escalation:\n  label: '""'\n`,
      `'escalation.label': '""' is an empty name wrapped in quote marks, which YAML keeps in the name when a value is quoted twice; write label: false for no label, or leave the key out for the default (needs-human-review)`,
    ],
    [`escalation:\n  label: "''"\n`, 'is an empty name wrapped in quote marks'],
    [`escalation:\n  label: ${'x'.repeat(51)}\n`, "'escalation.label' must be a label name of 1–50 characters without commas, or false (got 51 characters)"],
    ['escalation:\n  label: "a, b"\n', "'escalation.label' must be a label name of 1–50 characters without commas, or false"],
  ])('fails configuration on %j, naming the fix', (text, expected) => {
    expect(failure(text).message).toContain(expected)
  })

  it('keeps a name with quote marks inside it, which is no value quoted twice, and does not tell the team to strip them', () => {
    expect(parseRepositoryConfig(`escalation:\n  label: '"a" b "c"'\n`).escalation.label).toBe('"a" b "c"')
    expect(parseRepositoryConfig(`escalation:\n  label: "'won't fix' review"\n`).escalation.label).toBe("'won't fix' review")
  })

  it('keeps a label with spaces inside, or with an emoji, up to 50 characters as GitHub counts them', () => {
    expect(parseRepositoryConfig('escalation:\n  label: needs human review\n').escalation.label).toBe('needs human review')
    const emoji = `\u{1F6A8} ${'x'.repeat(48)}`
    expect(parseRepositoryConfig(`escalation:\n  label: "${emoji}"\n`).escalation.label).toBe(emoji)
  })
})

describe('one message per mistake', () => {
  it('a scalar where a list belongs is named as such, without size complaints about the scalar', () => {
    const error = failure('always-escalate: security\n')
    expect(error.message).toContain("'always-escalate' must be a list")
    expect(error.message).not.toMatch(/characters long|at most 7/)
  })
})

describe('precedence: inputs the workflow set win over the file', () => {
  const file = parseRepositoryConfig('max-comments: 5\nescalation:\n  label: false\n')
  it('max-comments: input over file over default', () => {
    expect(effectiveConfig({ maxComments: 10, inputsGiven: ['max-comments'] }, file)).toMatchObject({ maxComments: 10, maxCommentsFrom: 'input' })
    expect(effectiveConfig({ maxComments: 25, inputsGiven: [] }, file)).toMatchObject({ maxComments: 5, maxCommentsFrom: 'file' })
    expect(effectiveConfig({ maxComments: 25, inputsGiven: [] }, DEFAULT_REPOSITORY_CONFIG)).toMatchObject({ maxComments: 25, maxCommentsFrom: 'default' })
  })
  it('maps the file to the run config routing; label false means no label', () => {
    expect(effectiveConfig({ maxComments: 25, inputsGiven: [] }, file).routing.label).toBeUndefined()
    expect(effectiveConfig({ maxComments: 25, inputsGiven: [] }, DEFAULT_REPOSITORY_CONFIG).routing).toEqual({
      autoComment: 0.8,
      escalate: 0.5,
      factors: { confirm: 0.6, inconclusive: 0.9, refute: 0.35 },
      alwaysEscalate: ['security'],
      label: 'needs-human-review',
      mentions: [],
    })
  })
  it('names the configuration files a pull request edits', () => {
    expect(changedConfigNote([])).toBeUndefined()
    expect(changedConfigNote(['REVIEW.md'])).toContain("used the base commit's version")
  })
  it('shows the paths, which the pull request names, as code: a file name cannot add a link or emphasis to the review', () => {
    const path = '.github/instructions/[docs](https:x.example) **urgent**.instructions.md'
    const note = changedConfigNote([path, 'REVIEW.md']) ?? ''
    expect(note).toContain(`\`${path}\``)
    expect(note).toContain('`REVIEW.md`')
    expect(note.replace(/`[^`]*`/g, '')).not.toMatch(/\[docs\]|\*\*/)
  })
})

describe('a mistake in .github/harbourmaster.yml points at its line and the fix', () => {
  it('names the line and column of a YAML error', () => {
    const error = failure('routing:\n  auto-comment: 0.9\n escalate: 0.4\n')
    expect(error.message).toContain('not valid YAML at line 3, column')
  })

  it('names the line of an unknown key and the key it most likely meant', () => {
    const top = failure('always-escalate: [security]\nmax_comments: 5\n')
    expect(top.message).toContain("unknown key 'max_comments' at line 2 (did you mean 'max-comments'?)")
    const nested = failure('routing:\n  escalate: 0.4\n  autocomment: 0.9\n')
    expect(nested.message).toContain("unknown key 'routing.autocomment' at line 3 (did you mean 'routing.auto-comment'?)")
    const listed = failure('instructions:\n  - path: a/**\n    instruction: Bind parameters.\n')
    expect(listed.message).toContain("unknown key 'instructions[0].instruction' at line 3 (did you mean 'instructions[0].instructions'?)")
  })

  it('lists the keys allowed there when none is close', () => {
    expect(failure('routing:\n  zzz: 1\n').message).toContain("unknown key 'routing.zzz' at line 2 (allowed here: auto-comment, escalate, factors)")
  })
})

describe('a file that expands its aliases past reason', () => {
  it('is refused as a configuration error naming the file and the fix, not a crash', () => {
    // 10 × 10 × 10 copies of one list: a few hundred bytes that the YAML library refuses to expand.
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x, x]',
      'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]',
      'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]',
      'ignore: [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]',
    ].join('\n')
    const error = failure(bomb)
    expect(error.failureClass).toBe('configuration')
    expect(error.message).toContain(`${REPOSITORY_CONFIG_PATH} (base commit) is invalid`)
    expect(error.message).toMatch(/alias/)
    expect(error.message).toMatch(/write the values out/)
  })
})

describe('an alias with no anchor before it', () => {
  it('is refused as a configuration error that says so, not a crash', () => {
    const error = failure('ignore: [*vendored]\n')
    expect(error.failureClass).toBe('configuration')
    expect(error.message).toContain('a YAML alias has no anchor before it')
    expect(error.message).toContain("define '&name' before '*name'")
  })
})

describe('the shapes a hand-edited file takes', () => {
  it.each([
    [
      'a section whose keys are all commented out: named as empty, with the fix',
      'routing:\n  # auto-comment: 0.9\nmax-comments: 5\n',
      "'routing' is empty: give it keys indented beneath it, or remove the line",
    ],
    [
      'a dotted key (the docs name keys so): named with the nesting to write',
      'routing.auto-comment: 0.9\n',
      "unknown key 'routing.auto-comment' at line 1 (write it nested: 'routing:' and, indented beneath it, 'auto-comment:')",
    ],
    // blocking-severity and mode are inputs only; a team that keeps every setting in one file writes them here.
    [
      'a workflow input: named as an input to set in the step, not as a typo of some file key',
      'blocking-severity: medium\n',
      "unknown key 'blocking-severity' at line 1 (an input of the action, not a key of this file: set 'blocking-severity: medium' under the workflow step's with:)",
    ],
    [
      'a workflow input spelt with an underscore',
      'routing:\n  escalate: 0.4\nblocking_severity: medium\n',
      "unknown key 'blocking_severity' at line 3 (an input of the action, not a key of this file: set 'blocking-severity: medium'",
    ],
    ['the mode input', 'mode: blocking\n', "set 'mode: blocking' under the workflow step's with:"],
    [
      'a YAML merge key: named as one, with the fix, rather than as an unknown key << with the keys allowed',
      'defaults: &d\n  max-bytes: 2000\nrules:\n  <<: *d\n',
      "unknown key 'rules.<<' at line 4 (a YAML merge key, which YAML 1.2 does not read; write the keys out under 'rules')",
    ],
    [
      'instructions[].path written as a list, as applyTo may be: refused with the one string to write',
      'instructions:\n  - path: ["db/**", "api/**"]\n    instructions: Bind parameters.\n',
      `'instructions[0].path' must be a string: one glob, or several in one string separated by commas (path: "db/**, api/**")`,
    ],
    // An empty list has no globs to write as one string: `path: ""` would be refused in turn.
    [
      'instructions[].path written as an empty list: refused without offering an empty string',
      'instructions:\n  - path: []\n    instructions: Bind parameters.\n',
      `'instructions[0].path' must be a string: one glob, or several in one string separated by commas (the list is empty: name the files' globs, path: "db/**, api/**")`,
    ],
  ])('%s', (_shape, text, message) => {
    expect(failure(text).message).toContain(message)
  })

  it('an input is not said of a file key the input shares, nor of a key nested in a section', () => {
    expect(failure('max_comments: 5\n').message).toContain("(did you mean 'max-comments'?)")
    expect(failure('routing:\n  mode: blocking\n').message).toContain("unknown key 'routing.mode' at line 2 (allowed here:")
  })
})

describe("escalation.label: no (YAML 1.1's false)", () => {
  it('is refused rather than added to pull requests as a label named "no"', () => {
    // YAML 1.2, which this file is read as, keeps no, off and none as words: each escalation would add the label "off".
    for (const word of ['no', 'off', 'None'])
      expect(failure(`escalation:\n  label: ${word}\n`).message).toContain(
        `'escalation.label' is ${word}, which YAML 1.2 reads as the label name '${word}', not as false: write label: false for no label, or quote it ("${word}") to name a label so`,
      )
  })

  it('is taken as the name when quoted', () => {
    expect(parseRepositoryConfig('escalation:\n  label: "no"\n').escalation.label).toBe('no')
    expect(parseRepositoryConfig('escalation:\n  label: false\n').escalation.label).toBe(false)
  })
})

describe("escalation.label: yes (YAML 1.1's true)", () => {
  it('is refused rather than added to pull requests as a label named "yes"', () => {
    // label: true is refused with the form; yes, on and y are that true in YAML 1.1, and a word in YAML 1.2.
    for (const word of ['yes', 'On', 'y'])
      expect(failure(`escalation:\n  label: ${word}\n`).message).toContain(
        `'escalation.label' is ${word}, which YAML 1.2 reads as the label name '${word}', not as true: leave the key out for the default label (needs-human-review), write a label name, or quote it ("${word}") to name a label so`,
      )
    expect(parseRepositoryConfig("escalation:\n  label: 'yes'\n").escalation.label).toBe('yes')
  })
})

describe('a glob whose braces expand far', () => {
  it('is read up to 1,000 globs (ten alternatives three times over), refused past them', () => {
    const thousand = '{a,b,c,d,e,f,g,h,i,j}'.repeat(3)
    expect(parseRepositoryConfig(`ignore: ["${thousand}"]\n`).ignore).toEqual([thousand])
    expect(failure(`ignore: ["${thousand}{x,y}"]\n`).message).toContain(`'ignore[0]': '${thousand}{x,y}' expands to more than 1,000 globs`)
  })
})
