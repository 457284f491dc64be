extension Item {
    var user: User? {
        get { if case .user(let user) = self { return user }; return nil }
        set { if let newValue, case .user = self { self = .user(newValue) } }
    }

    func tag(in text: String) -> Bool { false }
}
