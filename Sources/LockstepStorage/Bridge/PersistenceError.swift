/// Why restoring or saving an alias failed. Each case names the alias, whose name is also its key in the
/// storage.
public enum PersistenceError: Error, CustomStringConvertible {
    /// The saved value of `alias` could not be decoded (a corrupt file, a changed model, another format).
    /// It was moved aside to the key `movedAsideTo`, so that it is neither lost nor overwritten by the next
    /// save, and the alias was left as it was. `underlying` is the decoding error.
    case unreadable(alias: String, movedAsideTo: String, underlying: any Error)
    /// As ``unreadable(alias:movedAsideTo:underlying:)``, but moving the value aside failed too, with
    /// `moveError`: the value is still under the alias's key, where the next save will replace it.
    case unreadableNotMovedAside(alias: String, underlying: any Error, moveError: any Error)
    /// The saved value of `alias` could not be read from the storage (an I/O error): it is left in place.
    case readFailed(alias: String, underlying: any Error)
    /// The value of `alias` could not be encoded or written; the storage keeps what it held before.
    case saveFailed(alias: String, underlying: any Error)
    /// A saved value was written in format `found`; this version reads format `supported`. Found as the
    /// `underlying` error of ``unreadable(alias:movedAsideTo:underlying:)``.
    case unsupportedFormat(found: Int, supported: Int)

    /// The alias and the reason, for logs.
    public var description: String {
        switch self {
        case .unreadable(let alias, let movedAsideTo, let underlying):
            "the saved value of alias \"\(alias)\" cannot be decoded and was moved aside to \"\(movedAsideTo)\": \(underlying)"
        case .unreadableNotMovedAside(let alias, let underlying, let moveError):
            "the saved value of alias \"\(alias)\" cannot be decoded (\(underlying)) nor moved aside (\(moveError))"
        case .readFailed(let alias, let underlying):
            "the saved value of alias \"\(alias)\" cannot be read: \(underlying)"
        case .saveFailed(let alias, let underlying):
            "the value of alias \"\(alias)\" cannot be saved: \(underlying)"
        case .unsupportedFormat(let found, let supported):
            "saved in format \(found), but this version reads format \(supported)"
        }
    }
}
