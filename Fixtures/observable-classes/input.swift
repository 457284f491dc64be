import Observation

// `@Observable` adds only `Observable`: the generator classifies such a type itself, so what cannot be kept in
// sync is reported in its own words at the property, never by the compiler from generated code. Any other
// attached macro may add `Identifiable` (`@Model` does): that type is left to the compiler.
@Observable
final class Settings: Identifiable {
    var id = 0
    var theme = ""
}

@Observable
final class Draft {
    var text = ""
}

// lockstep: aggregate
@Observable
final class Feed: Identifiable {
    let id: Int
    var settings: Settings?
    var draft: Draft

    init(id: Int, settings: Settings?, draft: Draft) {
        self.id = id
        self.settings = settings
        self.draft = draft
    }
}

// lockstep: aggregate
struct Home: Identifiable {
    var id: Int
    var settings: Settings
    var draft: Draft
}
