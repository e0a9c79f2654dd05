package org.richtest.internal.schedule;

import org.jspecify.annotations.Nullable;
import org.richtest.event.EventId;
import org.richtest.internal.clock.MutableClock;

/**
 * A sending event that has been issued but not yet received.
 *
 * @param timestamp the sending event's timestamp, as recorded (not to be changed)
 * @param position the sending event's position in the recorded sequence
 * @param issueOrder position among all sending events of the run, for the oldest-pending policy
 * @param payload the message of a send, or null for a call
 * @param synchronous whether the sender waits for the receipt (calls and synchronous sends)
 * @param accesses the sender's happens-before clock for the data-race detector, null when off
 */
record PendingSend(
    EventId id,
    LogicalThread sender,
    String destination,
    String operation,
    int[] timestamp,
    int position,
    long issueOrder,
    @Nullable Object payload,
    boolean synchronous,
    @Nullable MutableClock accesses) {}
