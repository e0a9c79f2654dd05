// What the sample build left behind, read after maven-invoker-plugin ran it: one argLine with
// both agents, JaCoCo's coverage, and RichTest's explorations with what they explored.

File target = new File(basedir, 'target')
String log = new File(basedir, 'build.log').text

// prepare-agent appended RichTest's agent after JaCoCo's: JaCoCo sees the classes as compiled.
String argLine = log.readLines().find { it.contains('richtest: argLine set to') }
assert argLine != null : 'richtest:prepare-agent did not run'
assert argLine.indexOf('org.jacoco.agent') >= 0 : argLine
assert argLine.indexOf('org.jacoco.agent') < argLine.indexOf('richtest-agent') : argLine

// Coverage written and matched to the compiled classes.
List<String> csv = new File(target, 'site/jacoco/jacoco.csv').readLines()
String[] safeCounter = csv.find { it.contains(',SafeCounter,') }?.split(',')
assert safeCounter != null : csv
assert safeCounter[8].toInteger() > 0 : "no line of SafeCounter covered: ${csv}"

// Exploration working under both agents: the open test report records what each test explored.
File events = target.listFiles().find { it.name.startsWith('junit-platform-events') }
assert events != null : 'no Open Test Reporting XML in target/'
String report = events.text
assert report.contains('<entry key="richtest.sequences">6</entry>') : report
assert report.contains('<entry key="richtest.complete">true</entry>') : report

// The existing tests, unedited, explored by the switch: the planted lost update found with its
// replayable trace, the sequential test run once and passed, saying so.
String counter = new File(target, 'surefire-reports/com.acme.CounterTest.txt').text
assert counter.contains('Tests run: 1, Failures: 1') : counter
assert counter.contains('lost update') : counter
assert counter.contains('replay: @ReachabilityTest(replay = ') : counter
String greeting = new File(target, 'surefire-reports/com.acme.GreetingTest.txt').text
assert greeting.contains('Tests run: 1, Failures: 0, Errors: 0') : greeting
assert report.contains('<entry key="richtest.controlled">false</entry>') : report

// What each explored test leaves for CI: one line in the log and a JSON record.
assert log.contains('richtest: SafeCounterTest.threeThreads_hitOnceEach_countThree: reachability: 6 sequences') : log
File records = new File(target, 'richtest')
String safe = new File(records, 'SafeCounterTest.threeThreads_hitOnceEach_countThree.json').text
assert safe.contains('"exploredBy":"method","passed":true,') : safe
assert safe.contains('"sequences":6,') && safe.contains('"complete":true,') : safe
String planted = new File(records, 'CounterTest.twoThreads_hitOnceEach_countTwo.json').text
assert planted.contains('"exploredBy":"switch","passed":false,') : planted
assert planted.contains('"kind":"failure"') : planted
assert planted.contains('"source":"com.acme.CounterTest.twoThreads_hitOnceEach_countTwo(CounterTest.java:') : planted
assert planted.contains('"trace":"') : planted
String sequential = new File(records, 'GreetingTest.of_name_greetsIt.json').text
assert sequential.contains('"exploredBy":"switch","passed":true,"failure":null,"controlled":false,') : sequential

return true
