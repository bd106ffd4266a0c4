def add_line(lines=[], description="", amount=0.0):
    lines.append({"description": description, "amount": amount})
    return lines


def total(lines, discount_percent=0):
    subtotal = sum(line["amount"] for line in lines)
    return subtotal - subtotal * discount_percent / 100
