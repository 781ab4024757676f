# CareLab: two commands on a fresh Debian machine.
#   make demo   installs GSL and SQLite when missing, builds, runs the default scenario
#   make test   same install step, then the whole test suite
# and one to put carelab on PATH: make install (PREFIX=DIR, uninstall to remove).
SWIFT ?= swift
CARELAB = .build/debug/carelab
SUDO = $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps build demo install uninstall test test-asan test-tsan test-slurm test-tour reports check-reports check-html screenshots check-parquet bench bench-peers coverage-single-subject kill-trials fuzz clean

## Install the system libraries (GSL, SQLite) and python3 when they are missing.
deps:
	@if ! (command -v pkg-config >/dev/null && pkg-config --exists gsl sqlite3 zlib); then \
		echo "installing libgsl-dev, libsqlite3-dev, zlib1g-dev and pkg-config with apt-get" >&2; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq libgsl-dev libsqlite3-dev zlib1g-dev pkg-config >/dev/null; \
	fi
	@# The conformance example's scorer (Examples/conformance/) runs in the tests: python3 and
	@# the time-zone database its zoneinfo reads.
	@if ! (command -v python3 >/dev/null && [ -d /usr/share/zoneinfo ]); then \
		echo "installing python3 and tzdata with apt-get" >&2; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq python3 tzdata >/dev/null; \
	fi

build: deps
	$(SWIFT) build --product carelab

## Install carelab (a release build), its bash, zsh and fish completions and its man page
## under PREFIX: /usr/local as root, ~/.local otherwise (PREFIX=DIR for another; DESTDIR
## stages the files for a package). The man page is swift-argument-parser's generate-manual
## plugin's, from the commands' own help. CONFIGURATION=debug installs the debug build.
PREFIX ?= $(shell [ "$$(id -u)" = 0 ] && echo /usr/local || echo "$$HOME/.local")
CONFIGURATION ?= release
INSTALLED = bin/carelab share/man/man1/carelab.1 share/bash-completion/completions/carelab \
	share/zsh/site-functions/_carelab share/fish/vendor_completions.d/carelab.fish
install: deps
	$(SWIFT) build -c $(CONFIGURATION) --product carelab
	$(SWIFT) package generate-manual --configuration $(CONFIGURATION)
	@bin=$$($(SWIFT) build -c $(CONFIGURATION) --show-bin-path)/carelab && \
		manual=.build/plugins/GenerateManual/outputs/carelab/carelab.1 && \
		root="$(DESTDIR)$(PREFIX)" && \
		install -d "$$root/bin" "$$root/share/man/man1" "$$root/share/bash-completion/completions" \
			"$$root/share/zsh/site-functions" "$$root/share/fish/vendor_completions.d" && \
		install -m 755 "$$bin" "$$root/bin/carelab" && \
		install -m 644 "$$manual" "$$root/share/man/man1/carelab.1" && \
		"$$bin" --generate-completion-script bash >"$$root/share/bash-completion/completions/carelab" && \
		"$$bin" --generate-completion-script zsh >"$$root/share/zsh/site-functions/_carelab" && \
		"$$bin" --generate-completion-script fish >"$$root/share/fish/vendor_completions.d/carelab.fish" && \
		echo "installed carelab in $$root/bin (with its man page and bash, zsh and fish completions)" >&2 && \
		case ":$$PATH:" in *":$(PREFIX)/bin:"*) ;; *) echo "add $(PREFIX)/bin to PATH to run it as carelab" >&2 ;; esac

## Remove what make install put under PREFIX (the same PREFIX and DESTDIR).
uninstall:
	cd "$(DESTDIR)$(PREFIX)" && rm -f $(INSTALLED)

## Run the default scenario and print where its report is.
demo: build
	$(CARELAB) simulate Scenarios/default.yaml --out Reports/default
	@echo "Report: Reports/default/README.md (database: Reports/default/carelab.sqlite)"

## The whole test suite. Its scratch files (databases, run folders) go to a folder of its
## own, removed afterwards whatever the outcome.
test: deps
	@scratch=$$(mktemp -d) && TMPDIR=$$scratch $(SWIFT) test --disable-xctest; \
		status=$$?; rm -rf "$$scratch"; exit $$status

## The readers' tests (importers, scenario and schedule files, recurrence rules) built with AddressSanitizer,
## and the parallel passes (simulation threads, the analyses' reader threads and parallel parts, the import
## reader thread, concurrent imports) with ThreadSanitizer; each in a build folder of its own. A finding stops
## the test process (or the carelab process a test runs) with a report on stderr.
ASAN_TESTS ?= CareImportTests|CareScenarioTests|Schedule|Recurrence|RRule|DaylightSaving
TSAN_TESTS ?= LockedTests|BoundedChannelTests|ProducerThreadTests|ParallelJobsTests|BackgroundWorkersTests|CareAnalyticsTests|CareSimulationTests|SimulationDeterminismTests|ConcurrentImportTests|ShardMergeTests|ImportCommandTests|CareImportTests
test-asan: deps
	@scratch=$$(mktemp -d) && TMPDIR=$$scratch ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 \
		$(SWIFT) test --disable-xctest --sanitize=address --scratch-path .build/asan --filter '$(ASAN_TESTS)'; \
		status=$$?; rm -rf "$$scratch"; exit $$status
test-tsan: deps
	@scratch=$$(mktemp -d) && TMPDIR=$$scratch TSAN_OPTIONS=halt_on_error=1:abort_on_error=1 \
		$(SWIFT) test --disable-xctest --sanitize=thread --scratch-path .build/tsan --filter '$(TSAN_TESTS)'; \
		status=$$?; rm -rf "$$scratch"; exit $$status

## A real single-node Slurm cluster (installed with apt-get when missing): a 4-shard job
## array and its merge through deploy/slurm/submit, compared byte for byte with a single run.
test-slurm: build
	Tests/Slurm/run

## Run every ```sh block of README.md, in order, in a temporary copy of the repository
## (blocks marked `<!-- tour: skip REASON -->` excepted); fails naming the block and line.
test-tour: build
	Tests/Tour/run-readme

## Regenerate every committed report (CI compares them with what is committed).
reports: build
	$(CARELAB) simulate Scenarios/default.yaml --out Reports/default --quiet
	@for notebook in Notebooks/*.md; do \
		[ "$$notebook" = Notebooks/README.md ] || $(CARELAB) notebook run "$$notebook" --quiet || exit 1; \
	done

## A study of one (issue 39): simulate Benchmarks/single-subject.yaml (one person, 90 days, a planted
## effect) under 200 seeds and print how often analyze single-subject's 95 % interval covers it (target
## 92-98 %; SEEDS=N for another count). A few minutes; not part of CI.
coverage-single-subject: build
	Benchmarks/single-subject-coverage

## Fail when a regenerated report differs from the committed one.
check-reports: reports
	@git add -N Reports >/dev/null 2>&1 || true
	@if ! git diff --quiet --exit-code -- Reports; then \
		echo "Regenerated reports differ from the committed ones:" >&2; \
		git --no-pager diff --stat -- Reports >&2; exit 1; \
	fi
	@echo "Reports are up to date."

## Simulate the default scenario and screenshot each section of its report.html in headless
## Chromium (installed with apt-get when missing): fails on a blank screenshot, a console
## error or a reference to anything outside the page (Tests/HTML/screenshots).
check-html: build
	Tests/HTML/screenshots

## Refresh the committed screenshots of Reports/default/report.html in Reports/screenshots/default/
## (not compared by check-reports: Chromium's PNG bytes vary across machines).
screenshots: reports
	Tests/HTML/screenshots --update Reports/default

## Read Parquet panels of the default and symptom-tracker runs back with pyarrow and DuckDB
## (from PyPI, in the virtual environment PARQUET_VENV) and check each equals its CSV panel
## cell for cell; then check the Swift tests' golden Parquet file the same way.
PARQUET_VENV ?= .build/parquet-venv
check-parquet: build
	@[ -x $(PARQUET_VENV)/bin/python ] || python3 -m venv $(PARQUET_VENV)
	@$(PARQUET_VENV)/bin/pip install -q pyarrow duckdb
	@scratch=$$(mktemp -d); status=0; \
		for scenario in default symptom-tracker; do \
			$(CARELAB) simulate Scenarios/$$scenario.yaml --out $$scratch/$$scenario --quiet && \
			$(CARELAB) export panel --db $$scratch/$$scenario --format csv -o $$scratch/$$scenario.csv --quiet && \
			$(CARELAB) export panel --db $$scratch/$$scenario --format parquet -o $$scratch/$$scenario.parquet --quiet && \
			$(PARQUET_VENV)/bin/python Tests/Fixtures/Parquet/check_parquet.py panel \
				$$scratch/$$scenario.csv $$scratch/$$scenario.parquet || { status=1; break; }; \
		done; \
		[ $$status = 0 ] && $(PARQUET_VENV)/bin/python Tests/Fixtures/Parquet/check_parquet.py golden \
			Tests/CareReportsTests/Fixtures/Parquet/tiny.parquet || status=1; \
		rm -rf "$$scratch"; exit $$status

## Build in release and print the benchmark figures.
bench: deps
	$(SWIFT) build -c release --product carelab
	Benchmarks/run

## Run the performance peers (PEERS/perf_peers.sh: a numpy/DuckDB researcher script and a raw C SQLite insert)
## against a release build and print the ratios; about 12 minutes, PEER_SKIP_LARGE=1 for the 2-minute check.
## Quote the ratios in Benchmarks/README.md with the machine's other load, which every line reports. The peers run
## from a copy in a fresh temporary folder (removed afterwards) whose comparison is Benchmarks/peers/peer_compare.py:
## CareLab's column names of today, the original's checks. After a large run, Benchmarks/peers/raw_scan.c times a
## one-thread C scan of the rows the correlation pass reads (issue 14: CareLab on two threads should be as fast).
PEERS ?= ../shared/peers
PEER_SCRATCH ?= /tmp/carelab-peers
bench-peers: deps
	@test -x $(PEERS)/perf_peers.sh || { echo "bench-peers: no $(PEERS)/perf_peers.sh (set PEERS=DIR)" >&2; exit 2; }
	$(SWIFT) build -c release --product carelab
	@copy=$$(mktemp -d) && cp $(PEERS)/* "$$copy"/ && chmod u+w "$$copy"/peer_compare.py && \
		cp Benchmarks/peers/peer_compare.py "$$copy"/peer_compare.py && \
		PEER_ORIGINAL_COMPARE=$(abspath $(PEERS))/peer_compare.py PEER_SCENARIOS=$(CURDIR)/Scenarios \
		"$$copy"/perf_peers.sh "$$($(SWIFT) build -c release --show-bin-path)/carelab" $(PEER_SCRATCH); \
		status=$$?; rm -rf "$$copy"; \
		if [ $$status = 0 ] && [ -s $(PEER_SCRATCH)/large/carelab.sqlite ]; then \
			$(CC) -O2 -o $(PEER_SCRATCH)/raw_scan Benchmarks/peers/raw_scan.c -lsqlite3 && \
			$(PEER_SCRATCH)/raw_scan $(PEER_SCRATCH)/large/carelab.sqlite || status=1; \
		fi; exit $$status

## Kill simulate and import at random moments and at their commit points (KILLS, SEED);
## fails on any state that is neither the old nor the complete new one.
KILLS ?= 200
SEED ?= 1
kill-trials: build
	Tests/KillHarness/run $(KILLS) $(SEED)

clean:
	rm -rf .build

## Fuzz every reader (the importers, scenarios, schedules) for FUZZ_SECONDS each, or for FUZZ_RUNS inputs each
## when that is set (Fuzz/README.md); crashes go to Fuzz/Regressions/NAME/, which the test suite replays.
FUZZ_SECONDS ?= 300
FUZZ_RUNS ?= -1
FUZZ_TARGETS ?= csv flaredown apple-health daylio bearable fhir scenario schedule
fuzz: deps
	cd Fuzz && $(SWIFT) build -c release --sanitize=fuzzer --sanitize=address
	@run() { target=$$1; corpus=$$2; shift 2; \
		scratch=$$(mktemp -d) && cp Fuzz/Corpus/$$corpus/* "$$scratch"/ && \
		echo "== fuzz $$corpus: $$([ $(FUZZ_RUNS) = -1 ] && echo "$(FUZZ_SECONDS) s" || echo "$(FUZZ_RUNS) inputs")" >&2 && \
		env "$$@" ASAN_OPTIONS=detect_leaks=0 Fuzz/.build/release/$$target "$$scratch" \
			-max_total_time=$$([ $(FUZZ_RUNS) = -1 ] && echo $(FUZZ_SECONDS) || echo 0) -runs=$(FUZZ_RUNS) \
			-rss_limit_mb=2048 -timeout=10 -print_final_stats=1 -artifact_prefix=Fuzz/Regressions/$$corpus/ 2>&1 | \
			grep -E '^stat::(number_of_executed_units|average_exec_per_sec|new_units_added|peak_rss_mb)|^Done|^==|ERROR' ; \
		rm -rf "$$scratch"; }; \
	for target in $(FUZZ_TARGETS); do case $$target in \
		scenario|schedule) run fuzz-$$target $$target FUZZ=1 ;; \
		*) run fuzz-import $$target FUZZ_FORMAT=$$target ;; \
	esac; done
