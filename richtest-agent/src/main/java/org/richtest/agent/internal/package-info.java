/**
 * The agent's class rewriting (ASM, shaded into the agent jar): which classes, which types become
 * drop-ins, and how monitors, {@code wait}/{@code notify}, threads and allocations are rewritten.
 * Used by {@link org.richtest.agent.RichTestAgent} only.
 */
@NullMarked
package org.richtest.agent.internal;

import org.jspecify.annotations.NullMarked;
