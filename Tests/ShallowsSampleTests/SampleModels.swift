import Foundation

// The types the README's samples declare, at file scope so that they are shared by the tests.

struct City : Codable {
    let name: String
    let foundationYear: Int
}

enum ImageKeys : String {
    case kitten, puppy, fish
}
