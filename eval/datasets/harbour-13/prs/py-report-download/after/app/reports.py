import os

REPORTS_DIR = "/var/app/reports"


def report_path(name: str) -> str:
    return os.path.join(REPORTS_DIR, name)


def read_report(name: str) -> bytes:
    with open(report_path(name), "rb") as f:
        return f.read()
