// A case whose accessor cannot be generated because the target already declares something else of that name is
// reported at the case; an accessor the app declares in another file is used, not declared again.
// lockstep: wrapper
enum Item {
    case value(User)
    case user(User)
    case post(Post)
    case tag(Tag)

    func value() -> Int { 0 }
}
