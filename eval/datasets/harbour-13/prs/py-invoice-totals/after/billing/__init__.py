from billing.invoice import add_line, total

__all__ = ["add_line", "total"]
