from app.users import get_user


def admin_user(request):
    return get_user(int(request.args["id"]))
