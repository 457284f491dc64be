#!/usr/bin/env bash
# Builds the DocC documentation of Lockstep and LockstepStorage with the toolchain's own `docc`, from symbol
# graphs the compiler emits: no package plugin, no dependency.
#
# Usage: Scripts/build-docs.sh
#   DOCS_SCRATCH_PATH=DIR   build folder for the documented modules (default: .build-docs, kept between runs so
#                           that a second run compiles only what changed)
#   DOCS_OUTPUT_DIR=DIR     where the archives go (default: <scratch>/archives); open
#                           <DIR>/Lockstep.doccarchive with `docc preview` or serve it as a static site
#
# Fails (exit 1) on any compiler error and on any DocC warning: a broken ``Symbol`` link, an unknown
# <doc:Article>, a topic group naming something that does not exist, a malformed directive. Exit 2: no docc.
#
# What is documented: the public API of each module. Underscored declarations (`_EntityContainer`) are left
# out by the symbol graph extractor; `package` and internal declarations are below the minimum access level
# passed here; no SPI is emitted (the package declares none, and `-include-spi-symbols` is not passed).
# Extensions of other modules' types (`Date.stamp`, `EntityStore.persist` in LockstepStorage, `Optional.unwrap`)
# are emitted as extension blocks, which DocC needs to give them pages under "Extended Modules".
set -euo pipefail

cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"

swift_path="$(command -v swift || true)"
docc=""
if [ -n "$swift_path" ] && [ -x "$(dirname "$swift_path")/docc" ]; then
    docc="$(dirname "$swift_path")/docc"
elif [ -n "$swift_path" ] && [ -x "$(dirname "$(readlink -f "$swift_path")")/docc" ]; then
    docc="$(dirname "$(readlink -f "$swift_path")")/docc"
elif [ -x /opt/swift/usr/bin/docc ]; then
    docc=/opt/swift/usr/bin/docc
elif command -v xcrun > /dev/null 2>&1 && xcrun --find docc > /dev/null 2>&1; then
    docc="$(xcrun --find docc)"
fi
if [ -z "$docc" ]; then
    echo "build-docs: no docc next to swift ($swift_path) nor in /opt/swift/usr/bin" >&2
    exit 2
fi

scratch="${DOCS_SCRATCH_PATH:-.build-docs}"
mkdir -p "$scratch"
scratch="$(cd "$scratch" && pwd)"          # absolute: the compiler runs in other directories
graphs="$scratch/symbol-graphs"
output="${DOCS_OUTPUT_DIR:-$scratch/archives}"
mkdir -p "$graphs" "$output"
modules=(Lockstep LockstepStorage)

# The compiler writes a module's symbol graphs only when it compiles the module, so the folder is kept between
# runs. A module compiled by this run rewrites all of its graphs; any of its graphs older than this run then
# belongs to an extension that no longer exists and is removed below.
started="$scratch/.build-started"
touch "$started"
sleep 1

echo "== build-docs: compiling ${modules[*]} with symbol graphs ($scratch)"
# LockstepStorage depends on Lockstep: building its target builds both, with the same flags.
swift build --scratch-path "$scratch" --target LockstepStorage \
    -Xswiftc -emit-symbol-graph \
    -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
    -Xswiftc -emit-extension-block-symbols \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public

for module in "${modules[@]}"; do
    if [ ! -f "$graphs/$module.symbols.json" ]; then
        # The graphs were deleted while the module stayed built: compile everything again.
        if [ -n "${DOCS_REBUILT:-}" ]; then
            echo "build-docs: the compiler wrote no symbol graph for $module" >&2
            exit 1
        fi
        case "$scratch" in
            /|"$HOME"|"$PWD") echo "build-docs: refusing to delete $scratch; delete its build products yourself" >&2; exit 1 ;;
        esac
        echo "build-docs: no symbol graph for $module; rebuilding $scratch from scratch" >&2
        rm -rf "$scratch"
        DOCS_REBUILT=1 exec "$0" "$@"
    fi
    if [ "$graphs/$module.symbols.json" -nt "$started" ]; then
        find "$graphs" -maxdepth 1 -name "$module@*.symbols.json" ! -newer "$started" -print -delete
    fi
done

status=0
for module in "${modules[@]}"; do
    catalog="Sources/$module/$module.docc"
    input="$scratch/docc-input/$module"
    rm -rf "$input" "$output/$module.doccarchive"
    mkdir -p "$input"
    # Only this module's graphs: its own, and those of its extensions to other modules (`Module@Other`).
    cp "$graphs/$module.symbols.json" "$input/"
    find "$graphs" -maxdepth 1 -name "$module@*.symbols.json" -exec cp {} "$input/" \;

    echo "== build-docs: docc convert $catalog"
    # Diagnostics are blocks separated by blank lines. The notes that a symbol's extension file (Extensions/*.md)
    # has no summary are dropped: those files only add topic groups, the summary is the symbol's doc comment.
    if ! "$docc" convert "$catalog" \
        --additional-symbol-graph-dir "$input" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.lockstep.$module" \
        --analyze \
        --warnings-as-errors \
        --output-path "$output/$module.doccarchive" 2>&1 |
        awk 'BEGIN { RS = ""; ORS = "\n\n" } !(/^note: This document does not have a summary\./ && /--> Extensions\//)'; then
        status=1
    fi
done

if [ "$status" -ne 0 ]; then
    echo "build-docs: FAILED (DocC reported warnings or errors above)" >&2
    exit 1
fi
echo "build-docs: OK, archives in $output"
