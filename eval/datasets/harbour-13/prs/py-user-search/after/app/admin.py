from app.users import get_user, search_users


def admin_user(request):
    return get_user(int(request.args["id"]))


def admin_search(request):
    return search_users(request.args.get("q", ""))
