"""Runs a shell command on a pseudo-terminal of its own (its /dev/tty), answering prompts, and
prints {"output": what the terminal showed, "status": exit code} as JSON. For tests of commands
that read passwords without echo or show them on the terminal only.

  python3 pty-run.py '{"command": "...", "env": {...}, "answers": [["Password: ", "secret"]]}'
"""
import json
import os
import pty
import select
import sys
import time

spec = json.loads(sys.argv[1])
pid, fd = pty.fork()
if pid == 0:
    env = dict(os.environ)
    env.update(spec.get("env", {}))
    os.execvpe("sh", ["sh", "-c", spec["command"]], env)

output = b""
position = 0
answers = list(spec.get("answers", []))
deadline = time.time() + spec.get("timeout", 90)
while time.time() < deadline:
    ready, _, _ = select.select([fd], [], [], 0.1)
    if ready:
        try:
            data = os.read(fd, 4096)
        except OSError:
            break
        if not data:
            break
        output += data
    if answers:
        prompt = answers[0][0].encode()
        found = output.find(prompt, position)
        if found >= 0:
            position = found + len(prompt)
            os.write(fd, answers.pop(0)[1].encode() + b"\r")
_, status = os.waitpid(pid, 0)
print(json.dumps({"output": output.decode("utf8", "replace"), "status": os.waitstatus_to_exitcode(status)}))
