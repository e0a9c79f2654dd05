/**
 * Programs in plain JDK code — {@code java.lang.Thread}, {@code synchronized}, {@code
 * wait}/{@code notify} and {@code java.util.concurrent}, no RichTest import in the production
 * classes — explored through the RichTest agent, which rewrites this package when it loads. Each
 * {@code *Scenario} is the test driver (a {@link org.richtest.Program}); its hand-ported twin in
 * {@code org.richtest.examples.ported} gives the same counts and bugs.
 */
@NullMarked
package org.richtest.examples.unmodified;

import org.jspecify.annotations.NullMarked;
