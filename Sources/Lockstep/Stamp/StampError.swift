/// Why a write was rejected; reported to ``Logger/didFailedToStore(_:id:error:)``.
public enum StampError: Error, Equatable, Sendable {
    /// The write's stamp (`received`) is not newer than the stored one (`current`).
    case tooOld(current: Stamp, received: Stamp)
}
