/**
 * Benchmarks of exploration: sequences, runs, sequences per second, peak and live heap, and where the
 * time per run goes. Not tests; results are recorded in {@code docs/benchmarks.md}.
 */
@NullMarked
package org.richtest.benchmarks;

import org.jspecify.annotations.NullMarked;
