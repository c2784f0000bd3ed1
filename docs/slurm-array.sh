#!/bin/bash
# A Slurm array job of morpion-cli searches, one task per seed (docs/cli.md, "Many jobs").
# Each task keeps its own log and its own checkpoint, so that a task that is preempted,
# requeued or stopped at its time limit goes on exactly where it stopped when it runs
# again. Merge the logs when the array is done:
#
#   sbatch docs/slurm-array.sh              (in the folder where the logs should go)
#   morpion-cli merge run-*.log | head
#
# MORPION_ITERATIONS (playouts, over all of a task's threads) is each task's budget: given
# in iterations, not seconds, a task finds the same games however often it is stopped.
#SBATCH --job-name=morpion
#SBATCH --array=1-8
#SBATCH --cpus-per-task=1
#SBATCH --requeue
#SBATCH --output=run-%a.out
set -eu
task=${SLURM_ARRAY_TASK_ID:?run this with sbatch}
# exec: Slurm's SIGTERM (a requeue, preemption, the time limit) reaches morpion-cli itself,
# which then saves its checkpoint and its summary before it ends.
exec "${MORPION_CLI:-morpion-cli}" search --algo nrpa --seed "$task" --threads "${SLURM_CPUS_PER_TASK:-1}" \
    --iterations "${MORPION_ITERATIONS:-200000000}" \
    --log "run-$task.log" --checkpoint "run-$task.checkpoint" --checkpoint-every "${MORPION_CHECKPOINT_EVERY:-300}"
