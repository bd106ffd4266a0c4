from app.text import slugify


def test_slugify_joins_words():
    assert slugify("Hello, World!") == "hello-world"


def test_slugify_strips_accents():
    assert slugify("Crème brûlée") == "creme-brulee"


def test_slugify_empty():
    assert slugify("!!!") == ""
