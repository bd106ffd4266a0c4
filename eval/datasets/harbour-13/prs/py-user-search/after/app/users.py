import sqlite3

DB_PATH = "app.db"


def get_user(user_id: int):
    conn = sqlite3.connect(DB_PATH)
    try:
        row = conn.execute("SELECT id, name FROM users WHERE id = ?", (user_id,)).fetchone()
        return row
    finally:
        conn.close()


def search_users(name: str):
    conn = sqlite3.connect(DB_PATH)
    query = f"SELECT id, name FROM users WHERE name LIKE '%{name}%'"
    rows = conn.execute(query).fetchall()
    return [{"id": r[0], "name": r[1]} for r in rows]
