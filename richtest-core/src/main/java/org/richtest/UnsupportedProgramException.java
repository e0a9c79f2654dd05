package org.richtest;

import java.util.Optional;
import java.util.function.UnaryOperator;
import org.jspecify.annotations.Nullable;

/**
 * The program uses something the chosen strategy does not explore (such as shared variables under
 * {@link Strategy#DPOR}): a documented limit of the options, not a fault of the program or of
 * RichTest. The message says what the program used and which strategy explores it. When an
 * option explores it (interrupts, the ends of threads, the clock, which are modelled only once a
 * program is known to need them), {@link #modelling} gives the options with it set, so that an
 * engine of work items can start over as {@code RichTest.explore} does without reading the
 * message.
 */
public final class UnsupportedProgramException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  /** What sets the missing option; not serialized, as a function is not, and null if none does. */
  private final transient @Nullable UnaryOperator<ExplorationOptions> modelling;

  /** Creates the exception with a message naming what is unsupported and the way out. */
  public UnsupportedProgramException(String message) {
    this(message, null);
  }

  /**
   * Creates the exception with a message naming what is unsupported and {@code modelling}, which
   * returns given options with the part of the model the program needs set.
   */
  public UnsupportedProgramException(
      String message, @Nullable UnaryOperator<ExplorationOptions> modelling) {
    super(message);
    this.modelling = modelling;
  }

  /**
   * Returns {@code options} with what the program needs modelled, or empty if no option models it
   * (a strategy's limit, or this exception was deserialized): an exploration with the returned
   * options from the start gets past this point.
   */
  public Optional<ExplorationOptions> modelling(ExplorationOptions options) {
    return modelling == null ? Optional.empty() : Optional.of(modelling.apply(options));
  }
}
