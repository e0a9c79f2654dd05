package org.richtest.event;

import com.google.common.collect.ImmutableMap;
import java.util.Map;

/**
 * What a run knew of its lines and events in the program's terms, for reports: a {@link
 * LineDescription} per line it could describe, and a note per event that needs one, such as {@code
 * woken by producer: signal of Box.notEmpty} on the first event of a thread after another thread
 * woke it without an event of its own. No part of a sequence's identity: two runs with the same
 * events are the same sequence whatever their annotations.
 *
 * @param lines descriptions by line name
 * @param events notes by event
 */
public record Annotations(
    ImmutableMap<String, LineDescription> lines, ImmutableMap<EventId, String> events) {

  /** No description and no note. */
  public static final Annotations NONE = new Annotations(ImmutableMap.of(), ImmutableMap.of());

  /** Creates annotations, copying the maps (in their iteration order). */
  public static Annotations of(Map<String, LineDescription> lines, Map<EventId, String> events) {
    return lines.isEmpty() && events.isEmpty()
        ? NONE
        : new Annotations(ImmutableMap.copyOf(lines), ImmutableMap.copyOf(events));
  }
}
