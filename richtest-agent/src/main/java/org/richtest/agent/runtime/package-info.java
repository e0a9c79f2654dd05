/**
 * What code rewritten by the agent calls at run time: {@link org.richtest.agent.runtime.Hooks} and
 * its per-run bookkeeping (threads started, object names). Depends on the SPI and the drop-ins only.
 */
@NullMarked
package org.richtest.agent.runtime;

import org.jspecify.annotations.NullMarked;
