/// A storage that is only written to: the transforms and compositions that return a ``WriteOnlyStorage``
/// are defined on it.
public protocol WriteOnlyStorageProtocol<Key, Value>: WritableStorageProtocol {}
