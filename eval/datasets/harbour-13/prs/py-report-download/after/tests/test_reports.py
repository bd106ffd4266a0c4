from app.reports import report_path


def test_report_path():
    path = report_path("monthly.pdf")
    assert path
