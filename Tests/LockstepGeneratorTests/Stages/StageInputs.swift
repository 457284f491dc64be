@testable import LockstepGeneratorCore
import XCTest

/// Runs the generator's stages one at a time on source text, so stage tests can assert on what each stage
/// hands the next (tokens, the declaration model, emitted text) instead of only on the final file.
enum StageInputs {
    /// What the scanner produced, with each token rendered as `line:column kind text` so a mismatch shows
    /// the whole token list in the assertion message.
    struct Scanned {
        var tokens: [String]
        var keywords: [Keyword]
        var annotations: [AnnotationComment]
        var unreadable: [UnreadableConstruct]
    }

    static func scan(_ source: String) -> Scanned {
        let bytes = Array(source.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            var scanner = Scanner(bytes: buffer)
            let result = scanner.scan()
            let rendered = result.tokens.map { token in
                let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[token.start..<token.end]), as: UTF8.self)
                return "\(token.line):\(token.column) \(token.kind) \(text)"
            }
            return Scanned(tokens: rendered, keywords: result.tokens.map(\.keyword),
                           annotations: result.annotations, unreadable: result.unreadable)
        }
    }

    /// Scans and parses with `DeclarationParser` directly (not through `Generator.parse`, which also drops
    /// types around unreadable constructs), returning the model and the parser's own diagnostics.
    static func parse(_ source: String, path: String = "Model.swift") -> Generator.ParsedInput {
        let bytes = Array(source.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            var scanner = Scanner(bytes: buffer)
            let scan = scanner.scan()
            var parser = DeclarationParser(bytes: buffer, scan: scan, sink: DiagnosticSink(path: path))
            let model = parser.parse()
            return (model, parser.sink.diagnostics)
        }
    }

    /// The type named `qualifiedName` in `model`, for assertions on one declaration.
    static func type(_ qualifiedName: String, in model: SourceFileModel) -> TypeDeclaration? {
        model.types.first { $0.qualifiedName == qualifiedName }
    }

    /// The properties of a type's member items, in order.
    static func properties(of type: TypeDeclaration?) -> [PropertyDeclaration] {
        (type?.items ?? []).compactMap { item in
            if case .property(let property) = item { return property }
            return nil
        }
    }

    /// Diagnostics as `line:column severity: message`, the parts a user sees.
    static func rendered(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.line):\($0.column) \($0.severity.rawValue): \($0.message)" }
    }
}

extension StageInputs {
    /// What ``ExtensionEmitter`` writes for the annotated type `qualifiedName` of `source`, with the target index
    /// built from that one file, as the generator does for a one-file target.
    struct Emitted {
        var text: String?
        var diagnostics: [String]
        var usesDeprecatedMembers: Bool
    }

    static func emitExtension(_ source: String, for qualifiedName: String, path: String = "Model.swift") -> Emitted {
        let (model, _) = Generator.parse(SourceInput(path: path, text: source))
        let index = TargetIndex([model])
        guard let type = model.types.first(where: { $0.qualifiedName == qualifiedName && $0.annotation != nil }),
              let summary = index.summaries[qualifiedName] else {
            return Emitted(text: nil, diagnostics: ["no annotated type '\(qualifiedName)'"], usesDeprecatedMembers: false)
        }
        var diagnostics: [Diagnostic] = []
        var text = SourceText()
        let output = ExtensionEmitter(type: type, path: path, summary: summary, index: index).emit(into: &text, diagnostics: &diagnostics)
        XCTAssertEqual(output == nil, text.bytes.isEmpty, "an extension is written exactly when the emitter says so")
        return Emitted(text: output == nil ? nil : String(decoding: text.bytes, as: UTF8.self), diagnostics: rendered(diagnostics),
                       usesDeprecatedMembers: output?.usesDeprecatedMembers ?? false)
    }

    /// The whole generated file for `source`, through ``FileEmitter`` as the generator lays it out.
    static func emitFile(_ source: String, path: String = "Model.swift") -> String {
        let (model, _) = Generator.parse(SourceInput(path: path, text: source))
        var diagnostics: [Diagnostic] = []
        return String(decoding: FileEmitter.emit([model], sourceNames: [path], index: TargetIndex([model]), diagnostics: &diagnostics),
                      as: UTF8.self)
    }
}
