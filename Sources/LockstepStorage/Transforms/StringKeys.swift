/// The conversion behind `usingStringKeys()`.
enum StringKeys {
    /// Turns a string into a `Key`, or fails with ``TransformError/invalidKey(key:keyType:)``.
    static func converter<Key: LosslessStringConvertible>(to type: Key.Type) -> (String) throws -> Key {
        let keyType = "\(Key.self)"
        let makeKey: (String) -> Key? = Key.init
        return { string in
            guard let key = makeKey(string) else {
                throw TransformError.invalidKey(key: string, keyType: keyType)
            }
            return key
        }
    }
}
