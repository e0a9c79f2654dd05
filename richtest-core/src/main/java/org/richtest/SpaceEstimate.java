package org.richtest;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.Locale;

/**
 * How many partially-ordered SYN-sequences a program has, as estimated by Knuth's estimator over
 * random root-to-leaf probes of the variant tree, or known exactly once an exploration completed.
 *
 * @param sequences the estimated number of sequences (the mean of the probes' estimates)
 * @param low the lower end of the 95% confidence interval
 * @param high the upper end of the 95% confidence interval
 * @param probes the number of finished probes the estimate is the mean of
 * @param exact whether the number is known: an exploration counted every sequence
 */
public record SpaceEstimate(double sequences, double low, double high, long probes, boolean exact) {

  public SpaceEstimate {
    checkArgument(
        low <= sequences && sequences <= high, "interval [%s, %s] misses %s", low, high, sequences);
    checkArgument(probes >= 0, "negative probes %s", probes);
  }

  /** Returns the exact count {@code sequences}, as counted by a complete exploration. */
  public static SpaceEstimate exact(long sequences, long probes) {
    return new SpaceEstimate(sequences, sequences, sequences, probes, true);
  }

  /** Returns the share of the estimated sequences that {@code exercised} sequences make, at most 1. */
  public double explored(long exercised) {
    return sequences <= 0 ? 1 : Math.min(1, exercised / sequences);
  }

  /** Returns the estimate as text, such as {@code ≈ 1.2e7 sequences (95%: 9.8e6–1.4e7, 120 probes)}. */
  @Override
  public String toString() {
    if (exact) {
      return String.format(Locale.ROOT, "%.0f sequences (exact)", sequences);
    }
    return String.format(Locale.ROOT, "≈ %s sequences (95%%: %s–%s, %d probes)",
        number(sequences), number(low), number(high), probes);
  }

  /** Returns {@code value} rounded to a whole number below 10,000, in scientific notation above. */
  public static String number(double value) {
    return value < 10_000
        ? String.format(Locale.ROOT, "%.0f", value)
        : String.format(Locale.ROOT, "%.1e", value).replace("e+0", "e").replace("e+", "e");
  }
}
