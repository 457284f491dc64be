import Foundation

/// The demo's command-line flags.
struct DemoOptions {
    /// `--fast`: no pause between events (CI runs the demo this way).
    var fast = false
    /// `--reset`: delete the saved timeline first, so this run behaves as the first one.
    var reset = false

    /// What `--help` prints.
    static let usage = """
        usage: lockstep-demo [--fast] [--reset]
          --fast    no pause between events
          --reset   delete the timeline saved by earlier runs, to see a first run again
        """

    /// Reads the flags; prints the usage and exits for `--help` and for anything it does not know.
    init(arguments: some Sequence<String>) {
        for argument in arguments {
            switch argument {
            case "--fast": fast = true
            case "--reset": reset = true
            case "--help", "-h":
                print(Self.usage)
                exit(0)
            default:
                FileHandle.standardError.write(Data("unknown option \(argument)\n\(Self.usage)\n".utf8))
                exit(2)
            }
        }
    }
}
