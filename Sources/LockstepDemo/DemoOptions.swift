import Foundation

/// The demo's command-line flags.
struct DemoOptions {
    /// `--fast`: no pause between events (CI runs the demo this way).
    var fast = false
    /// `--reset`: delete the saved timeline first, so this run behaves as the first one.
    var reset = false
    /// `--graph`: print the store the demo builds as a Graphviz graph (DOT), and nothing else.
    var graph = false

    /// What `--help` prints.
    static let usage = """
        usage: lockstep-demo [--fast] [--reset] [--graph]
          --fast    no pause between events
          --reset   delete the timeline saved by earlier runs, to see a first run again
          --graph   print the demo's store as a Graphviz graph (pipe it to `dot -Tpng`) and exit
        """

    /// Reads the flags; prints the usage and exits for `--help` and for anything it does not know.
    init(arguments: some Sequence<String>) {
        for argument in arguments {
            switch argument {
            case "--fast": fast = true
            case "--reset": reset = true
            case "--graph": graph = true
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
