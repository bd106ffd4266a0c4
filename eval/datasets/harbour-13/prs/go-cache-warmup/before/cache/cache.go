package cache

type Product struct {
	ID    string
	Price int
}

type Cache struct {
	items map[string]Product
}

func New() *Cache { return &Cache{items: map[string]Product{}} }
