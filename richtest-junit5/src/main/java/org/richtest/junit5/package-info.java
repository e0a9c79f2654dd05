/**
 * The JUnit Jupiter extension: {@link org.richtest.junit5.ReachabilityTest @ReachabilityTest} runs
 * a test method's body as the program under exploration and fails with the replayable sequence and
 * a saved trace, on a method or a class; the configuration parameter {@code richtest.explore}
 * explores existing tests without it. It uses only the public API of {@code org.richtest} (and the
 * agent's property that says it is attached).
 */
@NullMarked
package org.richtest.junit5;

import org.jspecify.annotations.NullMarked;
