/// The parsed command line of `lockstep-gen`.
public struct CommandLineOptions: Sendable, Equatable {
    /// Where generated code goes.
    public enum Destination: Sendable, Equatable {
        /// No output option: everything to standard output.
        case standardOutput
        /// `--output FILE`: every input into one file.
        case file(String)
        /// `--output-dir DIR`: one `<Name>+Lockstep.swift` per input.
        case directory(String)
    }

    /// What to do.
    public enum Action: Sendable, Equatable {
        /// Print ``helpText`` and exit 0.
        case help
        /// Generate code for `inputs` into `destination`, reading `context` only for declarations.
        case generate(destination: Destination, inputs: [String], context: [ContextFile])
    }

    /// Raised for a usage error (exit status 2).
    public struct UsageError: Error, Sendable, Equatable {
        /// What was wrong, for stderr.
        public var message: String
    }

    /// Parses arguments (without the program name).
    public static func parse(_ arguments: [String]) throws(UsageError) -> Action {
        var destination = Destination.standardOutput
        var inputs: [String] = []
        var context: [ContextFile] = []
        var contextModule: String?
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                inputs.append(argument)
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            switch name {
            case "--":
                optionsEnded = true
            case "-h", "--help":
                return .help
            case "--output", "-o", "--output-dir":
                guard destination == .standardOutput else {
                    throw UsageError(message: "use only one of --output and --output-dir, once")
                }
                let value = try path(after: name, inline: inlineValue, in: arguments, at: &index)
                destination = name == "--output-dir" ? .directory(value) : .file(value)
            case "--context", "--external-context":
                let value = try path(after: name, inline: inlineValue, in: arguments, at: &index)
                context.append(ContextFile(path: value, isFromOtherPackage: name == "--external-context", module: contextModule))
            case "--context-module":
                contextModule = try path(after: name, inline: inlineValue, in: arguments, at: &index, what: "a module name")
            default:
                throw UsageError(message: "unknown option '\(argument)'")
            }
        }
        guard !inputs.isEmpty else { throw UsageError(message: "no input files") }
        return .generate(destination: destination, inputs: inputs, context: context)
    }

    /// The non-empty path (or `what` else) an option takes, written after `=` or as the next argument.
    private static func path(after name: String, inline: String?, in arguments: [String], at index: inout Int,
                             what: String = "a path") throws(UsageError) -> String {
        var value = inline
        if value == nil, index < arguments.count {
            value = arguments[index]
            index += 1
        }
        guard let value, !value.isEmpty else { throw UsageError(message: "\(name) needs \(what)") }
        return value
    }

    /// `--help` text: usage and the annotation syntax.
    public static let helpText = """
        OVERVIEW: Generates Lockstep conformances from annotation comments.

        USAGE: lockstep-gen [--output FILE | --output-dir DIR] [[--context-module NAME] --context FILE]... FILE...

        The inputs are one target: give every Swift file of it, so that members, conformances and '=='
        declared in any file are seen. A file given twice (however spelled) is read once.

        OPTIONS:
          -o, --output FILE  Generate code for every input into FILE (imports merged).
          --output-dir DIR   Generate one DIR/<Name>+Lockstep.swift per input, and delete the files this
                             generator wrote in DIR before that are no longer outputs. Inputs with the
                             same file name are told apart by their parent folders, joined with '_':
                             Models.swift and Sub/Models.swift give Models+Lockstep.swift and
                             Sub_Models+Lockstep.swift (the fewest folders that make names unique;
                             a numeric suffix if paths are still identical).
          --context FILE     A Swift file of another module of the same package that the target
                             depends on (repeat per file): read only for declarations, of the types
                             the inputs' extensions annotate and of those their properties hold (a
                             dependency's Identifiable type is an entity); nothing is generated for it.
          --external-context FILE
                             The same for a module of another package: conformances added to its
                             types are '@retroactive', and only its public members are read.
          --context-module NAME
                             The module of the context files that follow: an input's property names
                             one of their types only if the input imports NAME (or spells 'NAME.').
          -h, --help         Show this help.
          Without an output option, code is written to standard output.

        ANNOTATIONS (a //, /// or one-line /* */ comment whose whole text is 'lockstep: <keyword>'):
          // lockstep: aggregate   on a struct or final class: extension T: Aggregate with
                                   nestedEntitiesKeyPaths over every stored property; an
                                   immutable final class is rebuilt through its initializer.
          // lockstep: wrapper     on an enum: an optional get/set accessor per case with one
                                   associated value (an optional payload is not wrapped
                                   twice), plus wrappedEntitiesKeyPaths;
                                   on a struct: wrappedEntitiesKeyPaths over its stored properties.
          // lockstep: ignore      on a stored property or enum case (on the line above, or
                                   trailing on the same line): leave it out.
          aggregate or wrapper on an extension: the same for the extended type, read from its
          declaration in the inputs or the context files ('id' and 'Identifiable' the extension
          adds count); for a type neither declares, name the stored properties that hold
          entities: '// lockstep: aggregate post, creator'.
          An annotation attaches to the next declaration, skipping comments, blank lines and
          attributes. Near misses ('// Lockstep: aggregate', '// lockstep aggregate') are read
          with a warning. Text inside strings, regex literals and comments is never read.
          'let' and 'private(set)' properties of structs are kept in sync like 'var's. Computed,
          static, class and lazy properties are skipped; private ones are reported. Properties
          of the target's enums without associated values and option sets are plain values.
          Where the store cannot keep entities in sync (a class with 'var's, an immutable class
          without an initializer taking every stored property, a property wrapper without setter,
          a Set or Dictionary, an enum's own get-only case accessor) a warning points at the
          property's line. Members a type already declares anywhere in the target are not
          generated again; a case whose accessor would clash with another member is reported.
          Main-actor structs and enums get 'nonisolated' members. Nested types are extended as
          Outer.Inner; #if blocks are reproduced.

        COMPARISONS (annotation or not):
          Every struct, enum and immutable final class of the inputs that can reach the store
          (an Identifiable type, an aggregate, a wrapper, or a type one of their stored properties
          names, transitively) gets StructurallyComparable: stored property by stored property
          (or case and payloads), whatever its own '==' says, so that a write notifies exactly
          when something differs. A type whose '==' is synthesized over standard values and
          other such types, or an enum without associated values, gets StructurallyEquatable
          instead (its '==' compares everything). None for a type another file cannot read whole
          or extend safely (private state, an attached macro other than @Observable, another
          module's protocol, its own comparison...): it is compared bitwise.

        EXIT STATUS:
          0 success (warnings allowed), 1 errors in the input (all reported, nothing written) or
          an output that cannot be written (nothing written), 2 usage error.
        Diagnostics are printed to standard error as path:line:column: error|warning: message.
        Output is written atomically, and only when its content changed.

        """
}
