/// The error of the side a storage does not have, after `usingUnsupportedTransformation(_:)`.
public enum UnsupportedTransformationStorageError: Error, CustomStringConvertible {
    /// A write to a storage that can only be read.
    case storageIsReadOnly
    /// A read from a storage that can only be written.
    case storageIsWriteOnly

    /// The reason, for logs.
    public var description: String {
        switch self {
        case .storageIsReadOnly: "the storage is read-only"
        case .storageIsWriteOnly: "the storage is write-only"
        }
    }
}
