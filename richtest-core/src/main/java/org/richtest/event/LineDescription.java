package org.richtest.event;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * What a line stands for in the program's own terms, for people reading a report: where the
 * program keeps the object ({@code label}: a field {@code Bank.savings} or a local variable {@code
 * a}) and how it came to be ({@code origin}: {@code ReentrantLock made at Bank.java:7}). A line's
 * name stays its identity in every run and replay (allocation order, {@code main#2}); the
 * description only explains it, so it is no part of the sequence's identity.
 *
 * @param label the field or local variable holding the object, or empty if none is known
 * @param origin how and where the object was made, or empty if that is not known
 */
public record LineDescription(String label, String origin) {

  /**
   * Creates a description.
   *
   * @throws IllegalArgumentException if both parts are empty, or the label contains ':' (it may
   *     stand for the line in the text form, where ':' separates a line from an event's index)
   */
  public LineDescription {
    checkArgument(!label.isEmpty() || !origin.isEmpty(), "an empty description");
    checkArgument(label.indexOf(':') < 0, "a label with ':': %s", label);
  }

  /**
   * Returns the description of line {@code name} in one phrase: {@code Bank.savings (main#2,
   * ReentrantLock made at Bank.java:7)}, or {@code main#2 (ReentrantLock made at Bank.java:7)}
   * without a label.
   */
  public String explain(String name) {
    if (label.isEmpty()) {
      return name + " (" + origin + ")";
    }
    return label + " (" + name + (origin.isEmpty() ? "" : ", " + origin) + ")";
  }
}
