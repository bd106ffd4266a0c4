package webhook

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
)

// Send posts the event to url as JSON and fails on a non-2xx answer.
func Send(url string, event any) error {
	body, err := json.Marshal(event)
	if err != nil {
		return err
	}
	resp, err := http.Post(url, "application/json", bytes.NewReader(body))
	if err != nil {
		return err
	}
	if resp.StatusCode/100 != 2 {
		return fmt.Errorf("webhook answered %d", resp.StatusCode)
	}
	return nil
}
