/**
 * The JUnit Jupiter extension: {@link org.richtest.junit5.ReachabilityTest @ReachabilityTest} runs
 * a test method's body as the program under exploration and fails with the replayable sequence and
 * a saved trace. It uses only the public API of {@code org.richtest}.
 */
@NullMarked
package org.richtest.junit5;

import org.jspecify.annotations.NullMarked;
