package server

import (
	"net/http/httptest"
	"strings"
	"testing"
)

func TestHealth(t *testing.T) {
	rec := httptest.NewRecorder()
	Health("1.2.3")(rec, httptest.NewRequest("GET", "/healthz", nil))
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), `"version":"1.2.3"`) {
		t.Fatalf("got %d %s", rec.Code, rec.Body.String())
	}
}
