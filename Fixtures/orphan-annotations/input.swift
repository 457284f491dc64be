import Foundation

// lockstep: ignore
import Combine

struct Model {
    var a: Int
    // lockstep: ignore
}

// lockstep: wrapper
typealias Alias = Int

// lockstep: ignore
