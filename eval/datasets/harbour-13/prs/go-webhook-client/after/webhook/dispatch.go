package webhook

// Dispatch sends the event to every partner and returns the first error.
func Dispatch(urls []string, event any) error {
	for _, u := range urls {
		if err := Send(u, event); err != nil {
			return err
		}
	}
	return nil
}
