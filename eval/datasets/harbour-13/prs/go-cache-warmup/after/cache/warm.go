package cache

import "sync"

// Warm loads the products of every category into c, one goroutine per category.
func Warm(c *Cache, categories []string, load func(string) ([]Product, error)) {
	var wg sync.WaitGroup
	for _, cat := range categories {
		wg.Add(1)
		go func(cat string) {
			defer wg.Done()
			products, _ := load(cat)
			for _, p := range products {
				c.items[p.ID] = p
			}
		}(cat)
	}
	wg.Wait()
}
