// What is really read-only is named: an enum's own get-only accessor for a case, a property wrapper without a
// setter. An accessor with a setter, and a wrapper with one, are used as they are.
// lockstep: wrapper
enum TimelineItem: Identifiable {
    case status(Status)
    case notice(Notice)
    case gap(Gap)

    var id: String { "" }

    var status: Status? {
        if case .status(let status) = self { return status }
        return nil
    }
}

extension TimelineItem {
    var notice: Notice? {
        get { if case .notice(let notice) = self { return notice }; return nil }
        set { if let newValue, case .notice = self { self = .notice(newValue) } }
    }
}

// lockstep: aggregate
struct Profile: Identifiable {
    var id: Int
    @Frozen var pinned: Status
    @Clamped(0...10) var rating: Int
    @MainActor var onMain: Status
    @NSCopying var copied: Status
}
