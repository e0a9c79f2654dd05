/**
 * The controlled runtime (semantics §2): logical threads on virtual threads, exactly one running user
 * code at a time, every receiving event fired by the controller through a {@link
 * org.richtest.internal.schedule.Chooser}. Depends on {@code internal.clock}; used by {@code
 * internal.replay} and {@code internal.explore}.
 */
@NullMarked
package org.richtest.internal.schedule;

import org.jspecify.annotations.NullMarked;
