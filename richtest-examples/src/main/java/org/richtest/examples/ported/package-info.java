/**
 * The programs of {@code org.richtest.examples.unmodified} ported by hand to RichTest's classes
 * ({@code org.richtest.sync.concurrent}'s drop-ins, {@link
 * org.richtest.sync.concurrent.ObjectMonitor} for {@code synchronized}/{@code wait}/{@code notify},
 * {@link org.richtest.sync.RichThread}): explored without the agent, they must give the same counts
 * and bugs as the originals explored through it. Deliberate twins of those programs.
 */
@NullMarked
package org.richtest.examples.ported;

import org.jspecify.annotations.NullMarked;
