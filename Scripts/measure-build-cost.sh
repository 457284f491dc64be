#!/usr/bin/env bash
# Measures what LockstepPlugin costs a CLEAN build of a model target: with the plugin, the build must take no more
# than 1.10× the time it takes without (WALL CLOCK of the whole `swift build --target`, the generator's run included),
# with every source and every generated file compiled (nothing the compiler wrote for the target is kept) and the
# generator and the target's dependencies already built. That is what CI and a first build pay, and a user after a
# change that recompiles the whole target (a branch switch, a clean of the module): the generator's run plus
# compiling the code it generated, on top of their own sources. (Touching sources alone would understate it:
# generated files whose content did not change are not recompiled.)
#
# The wall clock is the criterion because it is what a user waits for: the compiler driver compiles a target in
# batches, one per job it runs, and the generated files (one per input, listed after the sources) fill batches of
# their own beside the sources'. The processor time (user + system, every process the build waited for) is printed
# beside it: it counts the work that runs in parallel too, which a build on a busy machine, or on one core, pays.
# On a small virtual machine it also rises when two jobs run at once, so it is the noisier of the two here.
#
# Usage: Scripts/measure-build-cost.sh [--rounds N] [--target rest|real|both] [--instructions] [--type-checker]
#                                      [--repo DIR] [--keep]
#   --rounds        timed rounds per target pair (default: 3); each round times both, in alternating order
#   --target        which models: `rest`, 60 files from Scripts/make-rest-target.py shaped like a REST API
#                   client's model layer; `real`, this repository's Tests/LockstepRealModelTests/Models/*.swift;
#                   or `both` (default)
#   --instructions  afterwards, build each target once more with every frontend job of it under callgrind and
#                   print the instructions the compiler spent on it: the same work as the processor time, counted
#                   the same on every run (about 2 minutes for `real`; the 60-file `rest` pair takes about an hour)
#   --type-checker  afterwards, build each target once more with the frontend's -debug-time-function-bodies and
#                   -debug-time-expression-type-checking, and print the type checker's milliseconds for the
#                   generated files against the user's sources, and the 10 slowest generated expressions
#   --repo DIR      the Lockstep checkout to measure (default: the repository containing this script)
#   --keep          keep the temporary directory (the package, its .build and the last build log) and print it
#
# How: a temporary package (mktemp -d, built in its own .build) depends on a copy of DIR's working tree (without
# .build and .git; copied once at the start, so edits made to DIR while this runs cannot change what is measured)
# through `.package(path:)`, and declares two library targets per model source with identical copies of the
# same files: `<Models>WithPlugin` depends on the Lockstep product and applies LockstepPlugin, `<Models>WithoutPlugin`
# depends on the Lockstep product and applies nothing. One warm-up build builds everything (the Lockstep library,
# lockstep-gen, the plugin, all targets); it is not measured. Then each round, for one target and then the other
# (the order flips every round): touch every model source of that target, delete what the compiler wrote for it
# (everything in .build/debug/<Target>.build except the files SwiftPM writes while planning, output-file-map.json,
# sources and include/module.modulemap, and its .build/debug/Modules/<Target>.* files), so every source and every
# generated file is compiled again, and time `swift build --target <Target>` (wall clock from `date +%s%N`, processor
# time from `/usr/bin/time`). The generator's run is part of the with-plugin time, as it is in a user's build. The
# best round of each counts, for each measure.
#
# The real models compile without the plugin as they are: nothing in them uses the generated conformances (their
# one use of the Lockstep library, `extension AliasKey where T == SearchResults`, needs none: AliasKey's T is
# unconstrained), so both copies are the files themselves, unchanged; a `WithoutPlugin` build that fails stops
# the script with its log, as any failed build does.
#
# The type checker's timings come from every frontend job of the build; SwiftPM prints a batch job's whole output
# once for each file in the batch, so identical blocks of output are counted once. Generated code carries
# `#sourceLocation` directives that point at the user's declarations: the compiler then reports the generated
# file's path with the user's line numbers, so timings are attributed by path, and the slowest generated
# expressions are shown with the generated line they come from.
#
# The type checker's totals are split by where the code is: the user's sources, the generated file(s) under
# .build/plugins/outputs, and "no location" (code the compiler synthesizes: Codable, Equatable, initializers).
#
# Other processes on the machine add noise to both measures: every round is printed, not only the best.
# `--target both --rounds 3 --type-checker` takes about 3 minutes on 2 cores.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
repo="$(dirname "$here")"
rounds=3
models=both
type_checker=false
instructions=false
keep=false
usage="usage: $0 [--rounds N] [--target rest|real|both] [--instructions] [--type-checker] [--repo DIR] [--keep]"
while [ $# -gt 0 ]; do
    case "$1" in
        --rounds) rounds="$2"; shift 2 ;;
        --target) models="$2"; shift 2 ;;
        --type-checker) type_checker=true; shift ;;
        --instructions) instructions=true; shift ;;
        --repo) repo="$(cd "$2" && pwd)"; shift 2 ;;
        --keep) keep=true; shift ;;
        -h|--help) echo "$usage"; exit 0 ;;
        *) echo "$usage" >&2; exit 2 ;;
    esac
done
case "$models" in
    rest) kinds=(rest) ;;
    real) kinds=(real) ;;
    both) kinds=(rest real) ;;
    *) echo "$usage" >&2; exit 2 ;;
esac
if ! [[ "$rounds" =~ ^[1-9][0-9]*$ ]]; then echo "--rounds takes a positive number" >&2; exit 2; fi
[ -f "$repo/Package.swift" ] || { echo "no Package.swift in $repo" >&2; exit 2; }

work="$(mktemp -d)"
if [ "$keep" = true ]; then
    trap 'echo "kept: $work" >&2' EXIT
else
    trap 'rm -rf "$work"' EXIT
fi
code="$work/lockstep"           # the frozen copy of the code under test; its package identity is `lockstep`
package="$work/BuildCost"
debug="$package/.build/debug"
log="$work/build.log"

echo "-- copying $repo (without .build and .git) to $code"
mkdir -p "$code"
(
    shopt -s dotglob nullglob
    for entry in "$repo"/*; do
        case "$(basename "$entry")" in .build|.git|.swiftpm) continue ;; esac
        cp -R "$entry" "$code/"
    done
)

# Each kind's models are written (rest) or copied (real) once, then copied into both of its targets.
declare -A target_prefix        # kind -> the targets' name without WithPlugin/WithoutPlugin: rest -> Rest
mkdir -p "$work/models/rest" "$work/models/real"
python3 "$here/make-rest-target.py" "$work/models/rest" --files 60 >/dev/null
cp "$code"/Tests/LockstepRealModelTests/Models/*.swift "$work/models/real/"

targets_swift=""
for kind in "${kinds[@]}"; do
    name="$(tr '[:lower:]' '[:upper:]' <<<"${kind:0:1}")${kind:1}"
    for variant in WithPlugin WithoutPlugin; do
        mkdir -p "$package/Sources/$name$variant"
        cp "$work/models/$kind"/*.swift "$package/Sources/$name$variant/"
    done
    target_prefix[$kind]="$name"
    targets_swift+="        .target(
            name: \"${name}WithPlugin\",
            dependencies: [.product(name: \"Lockstep\", package: \"lockstep\")],
            plugins: [.plugin(name: \"LockstepPlugin\", package: \"lockstep\")]
        ),
        .target(name: \"${name}WithoutPlugin\", dependencies: [.product(name: \"Lockstep\", package: \"lockstep\")]),
"
done
cat > "$package/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "BuildCost",
    platforms: [.macOS(.v12)],
    dependencies: [.package(path: "$code")],
    targets: [
$targets_swift    ]
)
SWIFT

# `swift_`: `swift`, run once more if SwiftPM itself crashed.
source "$here/swift-retry.sh"

fail_with_log() {
    echo "$1; the log's last 40 lines:" >&2
    tail -40 "$log" >&2
    exit 1
}

# Touches every source of a target and deletes what the compiler wrote for it, so that the next build compiles every
# source and every generated file again; keeps what SwiftPM writes only when it plans the build (without
# output-file-map.json the next build fails: a cached build plan does not write it again).
reset_target() {
    local dir="$debug/$1.build"
    touch "$package/Sources/$1"/*.swift
    [ -d "$dir" ] || { echo "no $dir: SwiftPM's layout under .build/debug changed" >&2; exit 1; }
    find "$dir" -mindepth 1 -maxdepth 1 ! -name output-file-map.json ! -name sources ! -name include -exec rm -rf {} +
    find "$dir/include" -mindepth 1 ! -name module.modulemap -exec rm -rf {} + 2>/dev/null || true
    rm -f "$debug/Modules/$1".*
}

# A clean build of one target with extra flags, not timed: the type checker's and the instruction counts' builds.
rebuild_target() {
    local target="$1"
    shift
    reset_target "$target"
    swift_ build --package-path "$package" --target "$target" "$@" >"$log" 2>&1 \
        || fail_with_log "swift build --target $target $* failed"
}

# Resets a target (`reset_target`) and times `swift build --target`; sets
# `elapsed_ns`, and `cpu_ms`: the processor time (user + system) of the build and every process it waited for,
# which other work on a shared machine disturbs far less than the wall clock. A SwiftPM crash is retried once
# from the start (touch, delete, build).
timed_build() {
    local target="$1" attempt start end status
    for attempt in 1 2; do
        reset_target "$target"
        status=0
        start="$(date +%s%N)"
        /usr/bin/time -f '%U %S' -o "$work/cpu" swift build --package-path "$package" --target "$target" >"$log" 2>&1 || status=$?
        end="$(date +%s%N)"
        if [ "$status" -lt 128 ]; then break; fi
        echo "swift build --target $target crashed (status $status); running it once more" >&2
    done
    [ "$status" -eq 0 ] || fail_with_log "swift build --target $target failed (status $status)"
    elapsed_ns=$((end - start))
    cpu_ms="$(awk 'END { printf "%.0f", ($1 + $2) * 1000 }' "$work/cpu")"
}

compiled_files() { find "$debug/$1.build" -maxdepth 1 -name '*.swift.o' | wc -l; }
generated_files() { find "$package/.build/plugins/outputs" -path "*/$1/*" -name '*.swift' -type f 2>/dev/null | wc -l; }
seconds() { awk -v ns="$1" 'BEGIN { printf "%.2f", ns / 1e9 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", a / b }'; }

echo "-- warm-up: building the Lockstep library, lockstep-gen, the plugin and every target (not measured)"
start="$(date +%s%N)"
swift_ build --package-path "$package" >"$log" 2>&1 || fail_with_log "the warm-up build failed"
# One settling build: a command whose output was written within the same second as its input can run once more.
swift_ build --package-path "$package" >"$log" 2>&1 || fail_with_log "the second warm-up build failed"
echo "   done in $(seconds $(($(date +%s%N) - start))) s"

# lockstep-gen on its own, run as SwiftPM runs it (the command is read from the build description, .build/debug.yaml)
# with its output up to date, as in a rebuild after touching the sources: a part of the with-plugin time.
generator_ms() {
    local target="$1" best="" run start elapsed command=()
    mapfile -t command < <(python3 - "$package/.build/debug.yaml" "$target" <<'PY'
import json
import sys

description, target = sys.argv[1:3]
lines = open(description, encoding="utf-8").read().splitlines()
for index, line in enumerate(lines):
    if line.startswith(f'  "Generating Lockstep conformances for {target}'):
        for following in lines[index + 1:index + 10]:
            if following.strip().startswith("args:"):
                print("\n".join(json.loads(following.strip()[len("args:"):])))
                sys.exit(0)
PY
    )
    [ "${#command[@]}" -gt 0 ] && "${command[@]}" >/dev/null 2>&1 || { echo "n/a"; return; }
    for run in 1 2 3; do
        touch "$package/Sources/$target"/*.swift
        start="$(date +%s%N)"
        "${command[@]}" >/dev/null 2>&1
        elapsed=$(($(date +%s%N) - start))
        if [ -z "$best" ] || [ "$elapsed" -lt "$best" ]; then best="$elapsed"; fi
    done
    awk -v ns="$best" 'BEGIN { printf "%.0f ms", ns / 1e6 }'
}

results=()
for kind in "${kinds[@]}"; do
    name="${target_prefix[$kind]}"
    with="${name}WithPlugin"
    without="${name}WithoutPlugin"
    files="$(find "$package/Sources/$with" -name '*.swift' | wc -l)"
    echo "-- $kind ($files files): $rounds rounds, $with and $without alternately"
    best_with=""; best_without=""; all_with=""; all_without=""; cpu_with=""; cpu_without=""; all_cpu_with=""; all_cpu_without=""
    for ((round = 1; round <= rounds; round++)); do
        if [ $((round % 2)) -eq 1 ]; then order=("$with" "$without"); else order=("$without" "$with"); fi
        for target in "${order[@]}"; do
            timed_build "$target"
            echo "   round $round: $target $(seconds "$elapsed_ns") s, processor $((cpu_ms / 1000)).$(printf '%03d' $((cpu_ms % 1000))) s ($(compiled_files "$target") .swift files compiled)"
            if [ "$target" = "$with" ]; then
                all_with+=" $(seconds "$elapsed_ns")"
                all_cpu_with+=" $(seconds "$((cpu_ms * 1000000))")"
                if [ -z "$best_with" ] || [ "$elapsed_ns" -lt "$best_with" ]; then best_with="$elapsed_ns"; fi
                if [ -z "$cpu_with" ] || [ "$cpu_ms" -lt "$cpu_with" ]; then cpu_with="$cpu_ms"; fi
            else
                all_without+=" $(seconds "$elapsed_ns")"
                all_cpu_without+=" $(seconds "$((cpu_ms * 1000000))")"
                if [ -z "$best_without" ] || [ "$elapsed_ns" -lt "$best_without" ]; then best_without="$elapsed_ns"; fi
                if [ -z "$cpu_without" ] || [ "$cpu_ms" -lt "$cpu_without" ]; then cpu_without="$cpu_ms"; fi
            fi
        done
    done
    compiled_with="$(compiled_files "$with")"
    generated="$(generated_files "$with")"
    cpu_ratio="$(ratio "$cpu_with" "$cpu_without")"
    wall_ratio="$(ratio "$best_with" "$best_without")"
    results+=("$kind ($files files): wall clock with plugin $(seconds "$best_with") s, without $(seconds "$best_without") s, ratio $wall_ratio; processor time with plugin $(seconds "$((cpu_with * 1000000))") s, without $(seconds "$((cpu_without * 1000000))") s, ratio $cpu_ratio (best of $rounds alternating rounds each)")
    results+=("   rounds, wall clock (s): with plugin$all_with; without$all_without")
    results+=("   rounds, processor (s): with plugin$all_cpu_with; without$all_cpu_without")
    results+=("   compiled: with plugin $compiled_with .swift files ($files sources + $generated generated), without $(compiled_files "$without"); lockstep-gen alone, outputs up to date: $(generator_ms "$with")")
done

echo
echo "== build cost of LockstepPlugin: the wall clock is the criterion, at most 1.10×; processor time (user + system) beside it"
printf '%s\n' "${results[@]}"

if [ "$instructions" = true ]; then
    # The driver runs the frontend through a wrapper that runs the measured target's jobs under callgrind and every
    # other job as it is. The flags change the build's options: the first build with them compiles the Lockstep
    # library and lockstep-gen again, natively, and is not measured.
    swiftc_path="$(realpath "$(command -v swiftc)")"
    export LOCKSTEP_REAL_FRONTEND="$(dirname "$swiftc_path")/swift-frontend"
    wrapper="$work/frontend"
    cat >"$wrapper" <<'SH'
#!/usr/bin/env bash
if [ -n "${LOCKSTEP_MEASURED_TARGET:-}" ] && [[ " $* " == *"/Sources/$LOCKSTEP_MEASURED_TARGET/"* ]]; then
    exec valgrind --tool=callgrind --callgrind-out-file="$LOCKSTEP_CALLGRIND_DIR/frontend.%p" "$LOCKSTEP_REAL_FRONTEND" "$@"
fi
exec "$LOCKSTEP_REAL_FRONTEND" "$@"
SH
    chmod +x "$wrapper"
    wrapper_flags=(-Xswiftc -driver-use-frontend-path -Xswiftc "$wrapper"
                   -Xswiftc -resource-dir -Xswiftc "$(dirname "$(dirname "$swiftc_path")")/lib/swift")
    echo
    echo "-- instructions: building everything with the frontend wrapper (not measured)"
    swift_ build --package-path "$package" "${wrapper_flags[@]}" >"$log" 2>&1 || fail_with_log "building with the frontend wrapper failed"
    # The instructions of every frontend job of a clean build of target $1 (run in a subshell: the exports stay there).
    count_instructions() {
        export LOCKSTEP_MEASURED_TARGET="$1" LOCKSTEP_CALLGRIND_DIR="$work/callgrind/$1"
        mkdir -p "$LOCKSTEP_CALLGRIND_DIR"
        rebuild_target "$1" "${wrapper_flags[@]}"
        awk '/^totals:/ { sum += $2 } END { printf "%.0f", sum }' "$LOCKSTEP_CALLGRIND_DIR"/frontend.*
    }
    for kind in "${kinds[@]}"; do
        with="$(count_instructions "${target_prefix[$kind]}WithPlugin")"
        without="$(count_instructions "${target_prefix[$kind]}WithoutPlugin")"
        echo "$kind: compiler instructions with plugin $((with / 1000000)) M, without $((without / 1000000)) M, ratio $(ratio "$with" "$without")"
    done
fi

[ "$type_checker" = true ] || exit 0

# Type checker timings. `-solver-expression-time-threshold` only sets a limit no expression reaches (600 s): the
# 6.3 frontend measures expressions only while such a limit is set, and prints nothing without it.
timing_flags=(-Xswiftc -Xfrontend -Xswiftc -debug-time-function-bodies
              -Xswiftc -Xfrontend -Xswiftc -debug-time-expression-type-checking
              -Xswiftc -Xfrontend -Xswiftc -solver-expression-time-threshold=600)
echo
# Dependencies first, so that each target's log holds only its own compile: the flags apply to every module, so
# the Lockstep library and lockstep-gen (built for the plugin) are compiled again with them.
echo "-- type checker: rebuilding the Lockstep library and lockstep-gen with timing flags (not measured)"
swift_ build --package-path "$package" --target "${target_prefix[${kinds[0]}]}WithPlugin" "${timing_flags[@]}" >"$log" 2>&1 \
    || fail_with_log "building with timing flags failed"
for kind in "${kinds[@]}"; do
    name="${target_prefix[$kind]}"
    for target in "${name}WithPlugin" "${name}WithoutPlugin"; do
        rebuild_target "$target" "${timing_flags[@]}"
        echo
        python3 - "$log" "$target" "$package/Sources/$target/" "$package/.build/plugins/outputs/" <<'PY'
import re
import sys

log_path, target, sources_prefix, generated_prefix = sys.argv[1:5]
timing = re.compile(r"^\s*([0-9.]+)ms\t(.*)$")
location = re.compile(r"^(.+?):(\d+):(\d+)$")

# SwiftPM prints a batch job's whole output once per file of the batch: each distinct block of timing lines (between
# two other lines) is one frontend job's output, counted once, in the order it printed its lines.
blocks, block = {}, []
with open(log_path, encoding="utf-8", errors="replace") as log:
    for line in log:
        match = timing.match(line.rstrip("\n"))
        if match:
            block.append(match.groups())
        elif block:
            blocks.setdefault(tuple(block), None)
            block = []
if block:
    blocks.setdefault(tuple(block), None)

totals = {}  # (group, "bodies" or "expressions") -> [milliseconds, count]
generated_expressions, generated_bodies = [], []
for block in blocks:
    pending = []  # generated expressions whose enclosing function body is printed after them
    for ms, rest in block:
        where, _, name = rest.partition("\t")
        match = location.match(where)
        path, line, column = (match.group(1), int(match.group(2)), int(match.group(3))) if match else (None, 0, 0)
        if path is None:
            group = "no location"  # implicit code: synthesized Codable, Equatable, initializers
        elif path.startswith(generated_prefix):
            group = "generated"
        elif path.startswith(sources_prefix):
            group = "sources"
        else:
            continue  # the Lockstep library
        kind = "bodies" if name else "expressions"
        entry = totals.setdefault((group, kind), [0.0, 0])
        entry[0] += float(ms)
        entry[1] += 1
        if group == "generated" and not name:
            pending.append((float(ms), path, line, column))
        elif name:
            owner = re.search(r"\(file\)\.(.+?) extension\.", name)
            context = owner.group(1) if owner and group == "generated" else None
            generated_expressions.extend(expression + (context,) for expression in pending)
            pending = []
            if group == "generated":
                generated_bodies.append((float(ms), name.split("@")[0].replace(f"{target}.(file).", "")))
    generated_expressions.extend(expression + (None,) for expression in pending)

files = {}


def generated_file(path):
    """Presumed line (as #sourceLocation sets it) -> [(physical line, text, user file)], and each extended type's
    physical line ranges."""
    if path not in files:
        mapping, ranges, presumed, user_file, current = {}, {}, None, None, None
        directive = re.compile(r'^\s*#sourceLocation\((?:file:\s*"(.*)",\s*line:\s*(\d+))?\)\s*$')
        extension = re.compile(r"^(?:(?:public|package|internal|fileprivate)\s+)?extension\s+([A-Za-z_][\w.]*)")
        with open(path, encoding="utf-8", errors="replace") as source:
            for number, text in enumerate(source, start=1):
                match = directive.match(text)
                if match:
                    presumed, user_file = (None, None) if match.group(1) is None else (int(match.group(2)) - 1, match.group(1))
                    continue
                opened = extension.match(text)
                if opened:
                    current = opened.group(1)
                if current:
                    ranges.setdefault(current, set()).add(number)
                if presumed is not None:
                    presumed += 1
                mapping.setdefault(presumed if presumed is not None else number, []).append((number, text.rstrip("\n"), user_file))
        files[path] = (mapping, ranges)
    return files[path]


def describe(path, line, column, context):
    short = path.rsplit("/", 1)[-1]
    try:
        mapping, ranges = generated_file(path)
    except OSError:
        return f"{short}:{line}:{column}"
    candidates = mapping.get(line, [])
    if context in ranges:
        candidates = [c for c in candidates if c[0] in ranges[context]] or candidates
    candidates = [c for c in candidates if len(c[1]) >= column and not c[1][column - 1].isspace()] or candidates
    if not candidates:
        return f"{short}:{line}:{column}"
    number, text, user_file = candidates[0]
    where = f"{short}:{number}:{column}"
    if user_file:
        where += f" (reported as {user_file.rsplit('/', 1)[-1]}:{line})"
    if len(candidates) > 1:
        where += f" (or one of {len(candidates) - 1} other lines reported as line {line})"
    return f"{where}{f' in {context}' if context else ''}:  {text.strip()}"


def total(group, kind):
    ms, count = totals.get((group, kind), [0.0, 0])
    return f"{ms:8.1f} ms ({count:5d})"


print(f"type checker, {target} ({len(blocks)} frontend jobs printed timings):")
print(f"   function bodies (with their expressions):  sources {total('sources', 'bodies')}   generated {total('generated', 'bodies')}"
      f"   no location {total('no location', 'bodies')}")
print(f"   expressions:                               sources {total('sources', 'expressions')}   generated {total('generated', 'expressions')}"
      f"   no location {total('no location', 'expressions')}")
if generated_expressions:
    print("   10 slowest generated expressions:")
    for ms, path, line, column, context in sorted(generated_expressions, key=lambda e: -e[0])[:10]:
        print(f"   {ms:7.2f} ms  {describe(path, line, column, context)}")
if generated_bodies:
    print("   5 slowest generated function bodies:")
    for ms, name in sorted(generated_bodies, key=lambda b: -b[0])[:5]:
        print(f"   {ms:7.2f} ms  {name}")
PY
    done
done
