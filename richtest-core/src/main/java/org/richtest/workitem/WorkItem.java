package org.richtest.workitem;

import java.util.Arrays;
import org.richtest.internal.explore.SubtreeItem;

/**
 * A part of a reachability-testing exploration that any JVM holding the program can explore: a
 * frame of the variant tree (the sequence a variant collects) and the rows of its race table still
 * to take, in a small versioned binary form. For engines that spread an exploration over several
 * machines: they store and move items as bytes and hand them to a {@link WorkItemRunner}.
 *
 * @param id the item's identity, 32 hex digits: a hash of the race-table rows taken from the first
 *     run down to its frame and of the last row taken there. Deterministic, so the same part of the
 *     tree has the same id wherever and however often it is derived
 * @param form the item's binary form
 */
public record WorkItem(String id, byte[] form) {

  /** Copies {@code form}. */
  public WorkItem {
    form = form.clone();
  }

  /**
   * Returns the item of binary form {@code form}.
   *
   * @throws IllegalArgumentException if {@code form} is not a work item, saying why
   */
  public static WorkItem of(byte[] form) {
    return new WorkItem(SubtreeItem.fromBytes(form).id(), form);
  }

  /** Returns a copy of the item's binary form. */
  @Override
  public byte[] form() {
    return form.clone();
  }

  /** Returns the number of bytes of the binary form. */
  public int size() {
    return form.length;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof WorkItem item && id.equals(item.id) && Arrays.equals(form, item.form);
  }

  @Override
  public int hashCode() {
    return id.hashCode();
  }

  @Override
  public String toString() {
    return "WorkItem " + id + " (" + form.length + " bytes)";
  }
}
